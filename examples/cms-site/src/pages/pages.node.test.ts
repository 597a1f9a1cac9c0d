import { readFileSync } from 'node:fs';
import { ISLAND_NAMES, parsePageConfig } from '@nordpark/core';
import { facilities, sampleCustomers } from '@nordpark/fixtures';
import { DEMO_CUSTOMER_ID } from '@nordpark/fixtures/backend';
import type { Document } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POLICY } from '../csp';
import { SITE_CSS_FILE } from '../paths';
import type { RunningServer } from '../server';
import { fetchPage, islandsOf, pageConfigOf, startTestServer } from '../testing/testServer';

const SITE_CSS = readFileSync(SITE_CSS_FILE, 'utf8');

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface RouteCase {
  path: string;
  lang: string;
  country: string;
  language: string;
}

const MARKETS = [
  { market: 'se', lang: 'sv' },
  { market: 'no', lang: 'nb' },
  { market: 'fi', lang: 'fi' },
] as const;

const marketCase = (market: string, lang: string, path: string): RouteCase => ({
  path,
  lang,
  country: market,
  language: lang,
});
const englishCase = (path: string): RouteCase => ({ path, lang: 'en', country: 'se', language: 'en' });

/** Every page route that must hold at least one island (architecture §5). */
const ROUTES_WITH_ISLANDS: RouteCase[] = [
  englishCase('/'),
  ...MARKETS.flatMap(({ market, lang }) => [
    marketCase(market, lang, `/${market}/search`),
    marketCase(market, lang, `/${market}/search-simple`),
    marketCase(market, lang, `/${market}/booking/`),
    marketCase(market, lang, `/${market}/booking/?fId=abc&t=1`),
    marketCase(market, lang, `/${market}/date-field`),
  ]),
  marketCase('se', 'sv', '/se/customer-service'),
  marketCase('se', 'sv', '/se/my-parking'),
  englishCase('/test/two-islands'),
  englishCase('/test/invalid-props'),
  englishCase('/test/editor-mistakes'),
];

const SEARCH_PAGES = [
  ...MARKETS.flatMap(({ market }) => [`/${market}/search`, `/${market}/search-simple`]),
  '/se/customer-service',
];

const XSS = `"><script>alert('x')</script><img src=x onerror=alert(1)>`;

/** Heading levels in document order must never skip a level on the way down. */
function headingLevels(document: Document): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName[1]),
  );
}

describe.each(ROUTES_WITH_ISLANDS)('$path', ({ path, lang, country, language }) => {
  let page: Awaited<ReturnType<typeof fetchPage>>;
  beforeAll(async () => {
    page = await fetchPage(server, path);
  });

  it('answers 200 with HTML', () => {
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it(`sets lang="${lang}"`, () => {
    expect(page.document.documentElement.getAttribute('lang')).toBe(lang);
  });

  it(`carries a valid page config for country ${country}, language ${language}`, () => {
    const config = pageConfigOf(page.document);
    expect(config).toMatchObject({
      country,
      language,
      bookingController: '/booking/',
      bookingflowPage: `/${country}/booking/`,
      apiBase: '',
      myParkingProduct: 'parking',
      authCookie: 'np_userhash',
      places: { provider: 'reference', endpoint: '/places' },
    });
    const parsed = parsePageConfig(config);
    expect(parsed.ok && parsed.unknownKeys).toEqual([]);
  });

  it('holds known islands, each with a fallback and the reserved height of its kind (a class, no style attribute)', () => {
    const islands = [...page.document.querySelectorAll('[data-nordpark]')];
    expect(islands.length).toBeGreaterThan(0);
    for (const element of islands) {
      const name = element.getAttribute('data-nordpark');
      expect(ISLAND_NAMES).toContain(name);
      expect(element.classList.contains(`site-island--${name}`)).toBe(true);
      expect(SITE_CSS).toContain(`.site-island--${name} {\n  --np-island-min-height: `);
      expect(element.hasAttribute('style')).toBe(false);
      expect(element.textContent?.trim()).not.toBe('');
    }
  });

  it('has no inline style or script to run: the host CSS is a file, the config a JSON script', () => {
    const { document } = page;
    expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
    const scripts = [...document.querySelectorAll('script')];
    expect(
      scripts.filter((s) => s.getAttribute('type') !== 'application/json' && !s.hasAttribute('src')),
    ).toEqual([]);
    expect(document.querySelectorAll('link[rel="stylesheet"][href="/site.css"]')).toHaveLength(1);
  });

  it('is served with the strict Content-Security-Policy', () => {
    expect(page.response.headers.get('content-security-policy')).toBe(DEMO_POLICY);
  });

  it('links the stylesheet and loads the module bundle once', () => {
    const { document } = page;
    expect(
      document.querySelectorAll('link[rel="stylesheet"][href="/assets/nordpark/nordpark.css"]'),
    ).toHaveLength(1);
    expect(
      document.querySelectorAll('script[type="module"][src="/assets/nordpark/nordpark.js"]'),
    ).toHaveLength(1);
  });

  it('has the landmarks, a skip link to main and one h1 with headings in order', () => {
    const { document } = page;
    expect(document.querySelector('a[href="#main"]')).not.toBeNull();
    expect(document.querySelectorAll('body > header')).toHaveLength(1);
    expect(document.querySelectorAll('main#main')).toHaveLength(1);
    expect(document.querySelectorAll('body > footer')).toHaveLength(1);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const levels = headingLevels(document);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
    for (const nav of document.querySelectorAll('nav')) expect(nav.getAttribute('aria-label')).toBeTruthy();
  });
});

describe('search pages', () => {
  it.each(SEARCH_PAGES)('CFG-01: %s has the body class facilitysearchpage', async (path) => {
    const { document } = await fetchPage(server, path);
    expect(document.body.classList.contains('facilitysearchpage')).toBe(true);
  });

  it('CFG-01: pages that are not search pages do not carry facilitysearchpage', async () => {
    for (const path of ['/', '/se/booking/', '/se/date-field', '/se/my-parking']) {
      const { document } = await fetchPage(server, path);
      expect(document.body.classList.contains('facilitysearchpage')).toBe(false);
    }
  });

  it.each(MARKETS)('mount the advanced and the simple variant in $market', async ({ market }) => {
    const advanced = islandsOf((await fetchPage(server, `/${market}/search`)).document);
    const simple = islandsOf((await fetchPage(server, `/${market}/search-simple`)).document);
    expect(advanced.map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'facility-search', props: { variant: 'advanced' } },
    ]);
    expect(simple.map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'facility-search', props: { variant: 'simple' } },
    ]);
  });

  it('/se/customer-service sets the customer-service page type', async () => {
    const islands = islandsOf((await fetchPage(server, '/se/customer-service')).document);
    expect(islands.map(({ props }) => props)).toEqual([{ variant: 'advanced', pageType: 'customerservice' }]);
  });
});

describe('booking page', () => {
  it('passes fId from the query to the booking flow', async () => {
    const { document } = await fetchPage(server, '/no/booking/?fId=fac-no-001&t=1');
    expect(islandsOf(document).map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'booking-flow', props: { fId: 'fac-no-001' } },
    ]);
  });

  it('escapes an fId carrying markup, in the props and in the fallback', async () => {
    const { body, document } = await fetchPage(
      server,
      `/se/booking/?${new URLSearchParams({ fId: XSS, t: '1' })}`,
    );
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(2);
    const [flow] = islandsOf(document);
    expect(flow?.props).toEqual({ fId: XSS });
    expect(flow?.element.querySelector('strong')?.textContent).toBe(XSS);
  });

  it('without fId, renders the flow without props and links back to the search', async () => {
    const { document } = await fetchPage(server, '/fi/booking/');
    const [flow] = islandsOf(document);
    expect(flow?.props).toBeUndefined();
    expect(flow?.element.querySelector('a')?.getAttribute('href')).toBe('/fi/search');
  });

  it('redirects the path without its trailing slash, keeping the query', async () => {
    const { response } = await fetchPage(server, '/se/booking?fId=x&t=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/se/booking/?fId=x&t=1');
  });
});

describe('my-parking page', () => {
  it('MYP-06: puts a delete-vehicle confirm dialog with id, plateText and uid in each vehicle row', async () => {
    const { document } = await fetchPage(server, '/se/my-parking');
    const rows = [...document.querySelectorAll('#vehicles tbody tr')];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const [dialog, ...others] = islandsOf(row);
      expect(others).toHaveLength(0);
      expect(dialog?.name).toBe('confirm-dialog');
      expect(dialog?.props).toMatchObject({
        action: 'delete-vehicle',
        vehicle: { id: expect.any(String), plateText: expect.any(String), uid: expect.any(String) },
      });
      const props = dialog?.props as { vehicle?: { plateText?: string } } | undefined;
      expect(row.querySelector('th[scope="row"]')?.textContent).toBe(props?.vehicle?.plateText);
    }
  });

  it('MYP-01 has a trigger for every action, each with the data it sends and valid props', async () => {
    const { document } = await fetchPage(server, '/se/my-parking');
    const islands = islandsOf(document);
    const actions = new Set(islands.map(({ props }) => (props as { action?: string }).action));
    expect([...actions].sort()).toEqual(
      [
        'approve-order',
        'decline-order',
        'delete-customer',
        'delete-vehicle',
        'demote-admin',
        'download-invoice',
        'facility-confirm',
        'terminate-contract',
      ].sort(),
    );
    // The data each action sends (the island refuses a trigger without it).
    const required: Record<string, string[]> = {
      'delete-vehicle': ['vehicle'],
      'demote-admin': ['uid'],
      'delete-customer': ['contactNumber'],
      'approve-order': ['orderId'],
      'decline-order': ['orderId'],
      'download-invoice': ['documentNumber'],
      'terminate-contract': ['salesOrderId', 'orderLineId'],
      'facility-confirm': [],
    };
    for (const { name, props } of islands) {
      expect(name).toBe('confirm-dialog');
      const given = props as Record<string, unknown>;
      for (const key of required[String(given.action)] ?? ['(unknown action)']) {
        expect(given[key], `${key} of ${JSON.stringify(props)}`).toBeTruthy();
      }
    }
    // Each trigger's fallback names its action: the enhanced trigger keeps that text.
    expect(islands.every(({ element }) => (element.textContent ?? '').trim() !== '')).toBe(true);
  });

  it('MYP-14 an invoice link works without JavaScript: the download route sends the document', async () => {
    const { document } = await fetchPage(server, '/se/my-parking');
    const link = document.querySelector('#invoices a[href*="downloaddocument"]');
    const href = link?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/se\/my-parking\/downloaddocument\?documentNumber=INV-/);
    const response = await fetch(`${server.url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="faktura-INV-[\w-]+\.txt"$/,
    );
    expect(await response.text()).toContain('Fakturanummer: INV-');
  });

  it('ERR-19 an invoice number ending in 404 is no document', async () => {
    const response = await fetch(`${server.url}/se/my-parking/downloaddocument?documentNumber=INV-2026-0404`);
    expect(response.status).toBe(404);
    await response.text();
  });

  it('shows the backend state: a terminated contract and an answered order as they are now', async () => {
    const before = (await fetchPage(server, '/se/my-parking')).document;
    expect(before.querySelector('#contracts tbody tr td:nth-child(3)')?.textContent).toBe('Löpande');
    server.backend.state.terminations.set('OL-5101', {
      SalesOrderId: 'SO-5101',
      OrderLineId: 'OL-5101',
      Reason: 'moving',
      TerminationDate: '2027-01-31',
    });
    const { document } = await fetchPage(server, '/se/my-parking');
    const row = document.querySelector('#contracts tbody tr');
    if (!row) throw new Error('no contract row');
    expect(row.querySelector('td:nth-child(3)')?.textContent).toBe('Uppsagt, upphör 2027-01-31');
    expect(islandsOf(row)[0]?.props).toMatchObject({ contractEndDate: '2027-01-31' });
    server.backend.state.terminations.delete('OL-5101');
  });

  it('defect 11: only a pending order offers approve and decline (orderStatus); an answered one neither', async () => {
    const { document } = await fetchPage(server, '/se/my-parking');
    const rows = [...document.querySelectorAll('#orders tbody tr')];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const status = row.querySelector('td')?.textContent;
      const props = islandsOf(row).map(({ props }) => props);
      if (status === 'Väntar på svar') {
        expect(props).toEqual([
          expect.objectContaining({ action: 'approve-order', orderStatus: 'pending' }),
          expect.objectContaining({ action: 'decline-order', orderStatus: 'pending' }),
        ]);
      } else {
        expect(props, `${status}`).toEqual([]);
      }
    }
  });

  it('every customer but the signed-in one offers a delete (the backend refuses that one)', async () => {
    const { document } = await fetchPage(server, '/se/my-parking');
    const rows = [...document.querySelectorAll('#customers tbody tr')];
    expect(rows).toHaveLength(server.backend.state.customers.size);
    const signedInName = server.backend.state.customers.get(DEMO_CUSTOMER_ID)?.name;
    for (const row of rows) {
      const name = row.querySelector('th')?.textContent ?? '';
      const deletes = islandsOf(row).map(({ props }) => props as { action: string; contactNumber: string });
      if (name.startsWith(`${signedInName} `)) {
        expect(deletes, name).toEqual([]);
        // The row keeps its actions cell, empty, so the table's columns line up.
        expect(row.querySelectorAll('td'), name).toHaveLength(2);
      } else {
        expect(deletes, name).toEqual([expect.objectContaining({ action: 'delete-customer' })]);
        expect(deletes[0]?.contactNumber, name).not.toBe(DEMO_CUSTOMER_ID);
      }
    }
  });

  it('defect 11: the signed-in admin demotes themselves as currentUser; afterwards no admin action is offered', async () => {
    const demotes = (document: Document) =>
      islandsOf(document.querySelector('#admins') ?? document).map(({ props }) => props);
    const before = (await fetchPage(server, '/se/my-parking')).document;
    const self = demotes(before).filter((props) => (props as { currentUser?: boolean }).currentUser);
    expect(self).toEqual([expect.objectContaining({ action: 'demote-admin', uid: DEMO_CUSTOMER_ID })]);
    expect(before.querySelector('#admins-heading + p')?.textContent).toContain(
      'förlorar du administratörsrättigheterna',
    );

    const signedIn = server.backend.state.customers.get(DEMO_CUSTOMER_ID);
    if (!signedIn) throw new Error('no demo customer');
    signedIn.IsAdmin = false;
    try {
      const { document } = await fetchPage(server, '/se/my-parking');
      const actions = islandsOf(document).map(({ props }) => (props as { action: string }).action);
      expect(actions).not.toContain('demote-admin');
      expect(actions).not.toContain('delete-customer');
      expect(actions).toContain('delete-vehicle');
      expect(document.querySelectorAll('#admins th[scope="col"], #customers th[scope="col"]')).toHaveLength(
        4,
      );
      expect(document.querySelector('[role="note"]')?.textContent).toContain(
        'Du är inte längre administratör',
      );
      // The demo gives the rights back.
      const restored = await fetchPage(server, '/se/my-parking/restore-admin', { method: 'POST' });
      expect(restored.response.status).toBe(303);
      expect(restored.response.headers.get('location')).toBe('/se/my-parking');
      expect(signedIn.IsAdmin).toBe(true);
    } finally {
      signedIn.IsAdmin = true;
    }
  });

  it('greets the signed-in sample customer by name', async () => {
    const { document } = await fetchPage(server, '/se/my-parking');
    expect(document.querySelector('main p strong')?.textContent).toBe(sampleCustomers[0]?.name);
  });

  it('CFG-09: signs the demo customer in with the user-hash cookie the page config names', async () => {
    const { response } = await fetchPage(server, '/se/my-parking');
    expect(response.headers.get('set-cookie')).toMatch(/^np_userhash=[^;]+; Path=\/; SameSite=Lax$/);
  });
});

describe('date-field page', () => {
  it.each(MARKETS)(
    '$market: a POST form with named date fields in every main setting',
    async ({ market }) => {
      const { document } = await fetchPage(server, `/${market}/date-field`);
      const form = document.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(`/${market}/date-field`);
      const islands = islandsOf(document);
      expect(islands.every(({ name }) => name === 'date-field')).toBe(true);
      const props = islands.map(({ props }) => props as Record<string, unknown>);
      const names = props.map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
      expect(props).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ flexDays: 14 }),
          expect.objectContaining({ startSellingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
          expect.objectContaining({ showAllDates: true }),
          expect.objectContaining({ disabled: true }),
          expect.objectContaining({ required: true, errorText: expect.any(String) }),
          expect.objectContaining({ startDateExplanation: expect.stringContaining('{0}') }),
        ]),
      );
      // The fallback is a labelled input of the same name, so the form posts without JavaScript.
      for (const { element, props: fieldProps } of islands) {
        const input = element.querySelector('input');
        expect(input?.getAttribute('name')).toBe((fieldProps as { name: string }).name);
        expect(document.querySelector(`label[for="${input?.id}"]`)).not.toBeNull();
      }
    },
  );

  it('echoes posted values, escaped, above the form', async () => {
    const form = new URLSearchParams([
      ['startDate', '2030-01-02'],
      ['anyDate', XSS],
      [XSS, 'named by an attacker'],
    ]);
    const { response, body, document } = await fetchPage(server, '/se/date-field', {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    const terms = [...document.querySelectorAll('dl dt')].map((dt) => dt.textContent);
    const values = [...document.querySelectorAll('dl dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['startDate', 'anyDate', XSS]);
    expect(values).toEqual(['2030-01-02', XSS, 'named by an attacker']);
    expect(islandsOf(document).length).toBeGreaterThan(0);
  });

  it('says so when the form was posted empty', async () => {
    const { document } = await fetchPage(server, '/fi/date-field', {
      method: 'POST',
      body: new URLSearchParams(),
    });
    expect(document.querySelector('#posted-heading + p')?.textContent).toBe(
      'Lomake lähetettiin ilman arvoja.',
    );
  });
});

describe('test pages', () => {
  it('/test/two-islands holds a date field and a confirm dialog', async () => {
    const { document } = await fetchPage(server, '/test/two-islands');
    expect(islandsOf(document).map(({ name }) => name)).toEqual(['date-field', 'confirm-dialog']);
  });

  it('/test/invalid-props holds one island with props that are not JSON and one valid date field', async () => {
    const { document } = await fetchPage(server, '/test/invalid-props');
    const invalid = document.getElementById('island-invalid');
    expect(() => JSON.parse(invalid?.getAttribute('data-nordpark-props') ?? '')).toThrow();
    const valid = document.getElementById('island-valid');
    expect(valid?.getAttribute('data-nordpark')).toBe('date-field');
    expect(JSON.parse(valid?.getAttribute('data-nordpark-props') ?? '')).toMatchObject({ name: 'validDate' });
  });

  it('/test/editor-mistakes holds a date field with a wrong prop value and one with a misspelt prop', async () => {
    const { document } = await fetchPage(server, '/test/editor-mistakes');
    const props = (id: string) =>
      JSON.parse(document.getElementById(id)?.getAttribute('data-nordpark-props') ?? '');
    expect(props('island-wrong-value')).toMatchObject({ flexDays: 'seven' });
    expect(props('island-misspelt')).toMatchObject({ flexDys: 3 });
  });

  it.each(['/test/dynamic', '/test/no-islands'])('%s loads the bundle and holds no island', async (path) => {
    const { response, document } = await fetchPage(server, path);
    expect(response.status).toBe(200);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.querySelectorAll('[data-nordpark]')).toHaveLength(0);
    expect(
      document.querySelector('script[type="module"][src="/assets/nordpark/nordpark.js"]'),
    ).not.toBeNull();
    expect(pageConfigOf(document)).toMatchObject({ country: 'se' });
  });

  it('/test/dynamic has an empty container for the tests to fill', async () => {
    const { document } = await fetchPage(server, '/test/dynamic');
    expect(document.getElementById('dynamic-root')?.childNodes).toHaveLength(0);
  });
});

describe('index', () => {
  it('links every demo page, and each link answers 200', async () => {
    const { document } = await fetchPage(server, '/');
    const hrefs = [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href') ?? '');
    const paths = hrefs.map((href) => href.split('?')[0]);
    for (const route of ROUTES_WITH_ISLANDS.filter(({ path }) => !path.includes('?'))) {
      if (route.path !== '/') expect(paths).toContain(route.path);
    }
    expect(paths).toEqual(expect.arrayContaining(['/test/dynamic', '/test/no-islands']));
    for (const href of hrefs) {
      expect((await fetch(`${server.url}${href}`, { redirect: 'manual' })).status, href).toBe(200);
    }
  });

  it('links the booking pages with a facility and t=1, as search results do', async () => {
    const { document } = await fetchPage(server, '/');
    const booking = [...document.querySelectorAll('main a[href^="/se/booking/"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(booking).toEqual([expect.stringMatching(/^\/se\/booking\/\?fId=[^&]+&t=1$/)]);
  });

  it('explains each demo page in a line', async () => {
    const { document } = await fetchPage(server, '/');
    for (const item of document.querySelectorAll('main li')) {
      expect(item.textContent?.split('–')[1]?.trim().length ?? 0).toBeGreaterThan(10);
    }
  });
});

describe('unknown pages', () => {
  it.each(['/de/search', '/dk/booking/', '/xx/date-field', '/test/nothing'])(
    '%s answers the 404 page, in English outside a market',
    async (path) => {
      const { response, document } = await fetchPage(server, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      expect(document.querySelector('h1')?.textContent).toBe('Page not found');
    },
  );

  it.each([
    ['/no/customer-service', 'nb', 'Siden finnes ikke'],
    ['/fi/my-parking', 'fi', 'Sivua ei löydy'],
    ['/se/nothing-here', 'sv', 'Sidan finns inte'],
    ['/se/parkering/stockholm/no-such-garage', 'sv', 'Sidan finns inte'],
    ['/no/kampanje/no-such-offer', 'nb', 'Siden finnes ikke'],
  ])('defect 12: %s answers the 404 page in the market language', async (path, lang, title) => {
    const { response, document } = await fetchPage(server, path);
    expect(response.status).toBe(404);
    expect(document.documentElement.getAttribute('lang')).toBe(lang);
    expect(document.querySelector('h1')?.textContent).toBe(title);
    expect(document.querySelector('main code')?.textContent).toBe(path);
  });

  it('escapes the path it echoes', async () => {
    const { body } = await fetchPage(server, `/se/${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(body).not.toContain('<script>alert(1)');
  });

  it('rejects a POST to an unknown market', async () => {
    const { response } = await fetchPage(server, '/de/date-field', {
      method: 'POST',
      body: new URLSearchParams(),
    });
    expect(response.status).toBe(404);
  });
});

describe("the operator's pages the islands link to (defect 12)", () => {
  const withQueue = (country: string) =>
    facilities.find((facility) => facility.Country === country && facility.HasWaitingList);

  it.each(['se', 'no', 'fi'])('every %s facility link is a page in the market language', async (country) => {
    const language = { se: 'sv', no: 'nb', fi: 'fi' }[country];
    const some = facilities.filter((facility) => facility.Country === country).slice(0, 5);
    for (const facility of some) {
      const { response, document } = await fetchPage(server, facility.Url);
      expect(response.status, facility.Url).toBe(200);
      expect(document.documentElement.getAttribute('lang')).toBe(language);
      expect(document.querySelector('h1')?.textContent).toBe(facility.Name);
      expect(document.querySelector('.price-list table')).not.toBeNull();
      // Notes that carry markup are shown as words.
      expect(document.querySelector('main')?.textContent).not.toMatch(/<\/?(p|strong|br)\b/);
    }
  });

  it('a facility page books that facility and links its waiting list', async () => {
    const facility = withQueue('se');
    if (!facility) throw new Error('no Swedish facility with a waiting list');
    const { document } = await fetchPage(server, facility.Url);
    const hrefs = [...document.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(facility.WaitingListUrl);
    if (facility.HasLTPBookableOnline || facility.HasStp) {
      expect(hrefs).toContain(`/se/booking/?fId=${facility.Uid}&t=1`);
    }
  });

  it.each([
    ['se', 'Kölista', 'Ställ mig i kö', 'Tack!'],
    ['no', 'Venteliste', 'Sett meg på ventelisten', 'Takk!'],
    ['fi', 'Jonotuslista', 'Liity jonoon', 'Kiitos!'],
  ])('the %s waiting list takes an e-mail address and says so', async (country, title, submit, thanks) => {
    const facility = withQueue(country);
    if (!facility) throw new Error(`no facility with a waiting list in ${country}`);
    const { response, document } = await fetchPage(server, facility.WaitingListUrl);
    expect(response.status).toBe(200);
    expect(document.querySelector('h1')?.firstChild?.textContent).toBe(title);
    expect(document.querySelector('h1')?.textContent).toContain(facility.Name);
    const form = document.querySelector('main form');
    expect(form?.querySelector('button')?.textContent).toBe(submit);
    const action = form?.getAttribute('action') ?? '';

    const wrong = await fetchPage(server, action, {
      method: 'POST',
      body: new URLSearchParams({ email: 'nope' }),
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.document.querySelector('#queue-email')?.getAttribute('aria-invalid')).toBe('true');

    const email = `queue-${country}@example.com`;
    const posted = await fetchPage(server, action, { method: 'POST', body: new URLSearchParams({ email }) });
    expect(posted.response.status).toBe(200);
    expect(posted.document.querySelector('[role="status"]')?.textContent).toContain(thanks);
    expect(server.backend.state.notifications).toContainEqual({ FacilityUid: facility.Uid, Email: email });
  });

  it('a campaign link is a page naming the facilities that have it', async () => {
    const facility = facilities.find((item) => item.Country === 'fi' && item.Campaigns.length > 0);
    const campaign = facility?.Campaigns[0];
    if (!facility || !campaign) throw new Error('no Finnish campaign');
    const { response, document } = await fetchPage(server, campaign.Url);
    expect(response.status).toBe(200);
    expect(document.documentElement.getAttribute('lang')).toBe('fi');
    expect(document.querySelector('h1')?.textContent).toBe(campaign.Heading);
    expect([...document.querySelectorAll('main li a')].map((a) => a.getAttribute('href'))).toContain(
      facility.Url,
    );
  });
});
