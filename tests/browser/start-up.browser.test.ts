import { productOptionAvailability } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { DEMO_USER_HASH } from '@nordpark/fixtures/backend';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { islandsSettled } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The loading path, as a visitor's browser walks it: the HTML, nordpark.js, then every
// file of the first view at once (modulepreload), and the island's first API call started by
// its data entry before React has rendered anything, then taken by the island: one request,
// never two (the reference server's request log counts them).

const ODENPLAN = { name: 'Odenplan', lat: 59.343, lng: 18.049 };
const UPPSALA = { lat: 59.858, lng: 17.639, name: 'Uppsala' };
const FIXTURE_TODAY = '2026-11-23';

/** A Swedish facility with a pre-booking product on sale: its first steps are product, dates, customer. */
const PRE_BOOKING = (() => {
  for (const facility of facilities) {
    if (facility.Country !== 'se') continue;
    const product = facility.Products?.find(
      (p) =>
        p.ProcessType === 'Pre-booking' &&
        p.Type !== 'Reserved' &&
        p.StartSellingDate === null &&
        p.LastBookingEnds === null &&
        productOptionAvailability(p, FIXTURE_TODAY).available,
    );
    if (product) return { fId: facility.Uid, product };
  }
  throw new Error('no Swedish facility with a pre-booking product in the fixtures');
})();

/** Records, in the page, when the first island view was created (the runtime renders into it). */
function watchFirstRender(): void {
  const watcher = new MutationObserver(() => {
    if (!document.querySelector('.np-island-view')) return;
    (window as Window & { __firstRender?: number }).__firstRender = performance.now();
    watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true });
}

describeBrowser('one round of code, and the first data on its way with it', () => {
  const session = useBrowserSession();

  // Each test's page is closed after it, so that a page left open (a map that reloads) cannot
  // add to the next test's request log.
  let opened: BrowserContext | undefined;
  beforeEach(() => session.server.clearRequests());
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  async function open(path: string, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page> {
    const context = await session.newContext();
    opened = context;
    await context.addInitScript(watchFirstRender);
    await prepare?.(context);
    const page = await context.newPage();
    await page.goto(`${session.server.url}${path}`);
    return page;
  }

  const calls = (action: string) =>
    session.server.requests().filter((request) => request.path.toLowerCase().endsWith(action));

  /** When the API call started, and when the first island view was created, in the page's clock. */
  const timing = (page: Page, action: string) =>
    page.evaluate((name) => {
      const call = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.toLowerCase().endsWith(name));
      return {
        call: call?.startTime ?? Number.NaN,
        render: (window as Window & { __firstRender?: number }).__firstRender ?? Number.NaN,
      };
    }, action);

  const firstFacility = (page: Page) =>
    page.locator('[data-nordpark="facility-search"] .np-facility__name').first().waitFor({ timeout: 15_000 });

  test('the search: every file of its first view is linked by nordpark.js at once, at most 12', async () => {
    const page = await open(
      `/se/search?${new URLSearchParams({ ...ODENPLAN, lat: '59.343', lng: '18.049' })}`,
    );
    await firstFacility(page);
    const { scripts, preloaded } = await page.evaluate(() => ({
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    }));
    expect(scripts.length).toBeLessThanOrEqual(12);
    // Nothing waited for the module that imports it: all came from the loader's one round, the
    // modules linked, the Intl warm-up worker's script (manifest.json names it) started.
    const { intlWarmup } = (await (
      await fetch(`${session.server.url}/assets/nordpark/manifest.json`)
    ).json()) as {
      intlWarmup: string;
    };
    const worker = `/assets/nordpark/${intlWarmup}`;
    expect(scripts).toContain(worker);
    expect(
      scripts.filter(
        (path) => !path.endsWith('/nordpark.js') && path !== worker && !preloaded.includes(path),
      ),
    ).toEqual([]);
    // DOMPurify, the filter overlay, the item details and the info window wait for the visitor.
    expect(scripts.filter((path) => /purify|FilterOverlay|FacilityDetails|InfoWindow/.test(path))).toEqual(
      [],
    );
  });

  test('SRCH-32 the search with a place in its URL: one nearby call, started before React rendered', async () => {
    const query = new URLSearchParams({
      name: ODENPLAN.name,
      lat: String(ODENPLAN.lat),
      lng: String(ODENPLAN.lng),
    });
    const page = await open(`/se/search?${query}`);
    await firstFacility(page);
    expect(
      calls('getnearbyfacilities').map((r) => r.query),
      JSON.stringify(calls('getnearbyfacilities')),
    ).toHaveLength(1);
    expect(calls('getnearbyfacilities')[0]?.query).toMatchObject({ latitude: '59.343', longitude: '18.049' });
    const { call, render } = await timing(page, 'getnearbyfacilities');
    expect(call).toBeLessThan(render);
  });

  test('SRCH-33 the search with the place kept for the session: one call, for that place', async () => {
    const page = await open('/se/search', (context) =>
      context.addInitScript((place) => {
        sessionStorage.setItem('nordpark.search.location', JSON.stringify(place));
      }, UPPSALA),
    );
    await firstFacility(page);
    expect(calls('getnearbyfacilities')).toHaveLength(1);
    expect(calls('getnearbyfacilities')[0]?.query).toMatchObject({ latitude: '59.858', longitude: '17.639' });
    const { call, render } = await timing(page, 'getnearbyfacilities');
    expect(call).toBeLessThan(render);
  });

  test('SRCH-34 SRCH-35 the search without a known place asks once, itself (position or default city)', async () => {
    const page = await open('/se/search');
    await firstFacility(page);
    expect(calls('getnearbyfacilities')).toHaveLength(1);
  });

  test('SRCH-14 the customer-service search asks nothing before a name is given', async () => {
    const page = await open('/se/customer-service');
    // Counted once the island has settled (mounted, its map made, nothing busy): a search it
    // started of itself would be under way by then.
    await page.waitForFunction(islandsSettled);
    expect(await page.locator('[data-nordpark="facility-search"]').getAttribute('data-nordpark-state')).toBe(
      'mounted',
    );
    expect(calls('getnearbyfacilities')).toHaveLength(0);
  });

  test('the booking flow: one facility summary, started before React; signed in, one loggedincustomer up to the customer step', async () => {
    const page = await open(`/se/booking/?fId=${PRE_BOOKING.fId}&t=1`, (context) =>
      context.addCookies([{ name: 'np_userhash', value: DEMO_USER_HASH, url: session.server.url }]),
    );
    await page.locator('[data-nordpark="booking-flow"] .np-product').first().waitFor({ timeout: 15_000 });
    expect(calls('getfacilitysummary')).toHaveLength(1);
    const { call, render } = await timing(page, 'getfacilitysummary');
    expect(call).toBeLessThan(render);
    // On to the customer step, where the flow first needs the signed-in customer.
    await page.locator(`input[type="radio"][value="${PRE_BOOKING.product.Id}"]`).check();
    await page.locator('.np-booking__next').click();
    await page.locator('.np-booking__heading', { hasText: 'Välj datum' }).waitFor();
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const input = page.getByRole('combobox', { name: 'Datum' });
    await input.fill(date);
    await input.press('Enter');
    await page.getByLabel('Ankomsttid').selectOption('08:00');
    await page.getByLabel('Avresetid').selectOption('17:00');
    await page.locator('.np-booking__next').click();
    await page.locator('.np-booking__heading', { hasText: 'Dina uppgifter' }).waitFor();
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('input[type="email"]')?.value ?? '') !== '',
    );
    expect(calls('loggedincustomer')).toHaveLength(1);
    expect(calls('getfacilitysummary')).toHaveLength(1);
  });
});
