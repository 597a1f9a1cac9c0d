// Screenshot tests (issue 16): every demo page at 1366×900 and 390×844 in its main states,
// compared with the baselines committed in tests/browser/screens/. A deliberate change of
// look updates them in the same commit: `UPDATE_SCREENS=1 npx vitest run --project browser
// tests/browser/screens.browser.test.ts`, then look at each changed file before committing.
// The clock and the data are fixed, the fonts are Debian's DejaVu (installed by .ci/run),
// and no map tile loads here, so two runs draw the same pixels.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../../examples/cms-site/src/server';
import { FIXTURE_TODAY } from '../../packages/fixtures/src/dates';
import { launchChromium } from './support/chromium';
import { describeBrowser } from './support/describeBrowser';
import { waitForIslands } from './support/pageWatch';
import { BOOKING_SCREENS, MY_PARKING_SCREENS, type Screen, settled } from './support/screenStates';
import {
  compareWithBaseline,
  pageProblems,
  stillPage,
  VIEWPORTS,
  type ViewportName,
  withinTolerance,
} from './support/screens';

const expandFirst = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Visa detaljer/ })
    .first()
    .click();
  await settled(page);
};
const tab = (name: string) => async (page: Page) => {
  await expandFirst(page);
  await page.getByRole('tab', { name }).first().click();
  await settled(page);
};

const SCREENS: Screen[] = [
  { name: 'index', path: '/' },
  { name: 'se-search', path: '/se/search' },
  { name: 'se-search-item-info', path: '/se/search', state: tab('Information') },
  { name: 'se-search-item-prices', path: '/se/search', state: tab('Prislista') },
  { name: 'se-search-item-offers', path: '/se/search', state: tab('Erbjudanden') },
  {
    name: 'se-search-filters',
    path: '/se/search',
    state: async (page) => {
      await page.getByRole('button', { name: /^Filter/ }).click();
      await page.getByRole('dialog').waitFor();
      await settled(page);
    },
  },
  {
    name: 'se-search-map-selected',
    path: '/se/search',
    state: async (page, viewport) => {
      // A phone selects from the list ("show on map" switches to the map); a desktop on the map.
      if (viewport === 'phone')
        await page
          .getByRole('button', { name: /^Visa på kartan/ })
          .first()
          .click();
      else await page.getByRole('button', { name: /^Parkering Waterfront,/ }).click();
      await page.getByRole('dialog').or(page.getByRole('region')).first().waitFor();
      await settled(page);
    },
  },
  // Issue 18: the price for a stay of four days, cheapest first, beside a vehicle that fits.
  { name: 'se-search-stay', path: '/se/search?date=2026-12-11&until=2026-12-14&sort=price&vh=190' },
  { name: 'se-search-simple', path: '/se/search-simple' },
  { name: 'no-search', path: '/no/search' },
  { name: 'fi-search', path: '/fi/search' },
  { name: 'se-customer-service', path: '/se/customer-service' },
  ...BOOKING_SCREENS,
  { name: 'se-date-field', path: '/se/date-field' },
  {
    name: 'se-date-field-calendar',
    path: '/se/date-field',
    state: async (page) => {
      await page.getByRole('combobox').first().click();
      await page.getByRole('dialog').first().waitFor();
      await page.locator('.flatpickr-calendar').first().waitFor();
      await settled(page);
    },
  },
  ...MY_PARKING_SCREENS,
];

describeBrowser('screens: what a visitor sees, at 1366 px and 390 px', () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    // The fixtures' own today, so dates on screen never change with the calendar.
    [server, browser] = await Promise.all([
      startServer({ port: 0, host: '127.0.0.1', backend: { today: FIXTURE_TODAY } }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const cases = SCREENS.flatMap((screen) =>
    (Object.keys(VIEWPORTS) as ViewportName[])
      .filter((viewport) => !screen.only || screen.only === viewport)
      .map((viewport) => [`${screen.name}-${viewport}`, screen, viewport] as const),
  );

  test.each(cases)('%s', async (name, screen, viewport) => {
    // bypassCSP: the stilling style below is inline, which the demo's strict policy refuses (the
    // policy has its own test, csp.browser.test.ts).
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    try {
      await context.clock.setFixedTime(new Date(`${FIXTURE_TODAY}T09:00:00+01:00`));
      const page = await context.newPage();
      await page.goto(`${server.url}${screen.path}`);
      await waitForIslands(page);
      await stillPage(page);
      await settled(page);
      await screen.state?.(page, viewport);
      expect(await pageProblems(page, viewport)).toEqual([]);
      const comparison = compareWithBaseline(name, await page.screenshot({ fullPage: false }));
      if (comparison.written)
        console.info(`screens: wrote the baseline ${name}.png — look at it before committing`);
      expect(
        withinTolerance(comparison),
        `${name} differs from its baseline by ${comparison.diffRatio}`,
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});
