// Screenshot tests: every demo page at 1366×900 and 390×844 in its main states,
// compared with the baselines committed in tests/browser/screens/. A deliberate change of
// look updates them in the same commit: `UPDATE_SCREENS=1 npx vitest run --project browser
// tests/browser/screens*.browser.test.ts`, then look at each changed file before committing.
// The clock and the data are fixed, the fonts are Debian's DejaVu (installed by .ci/run),
// and no map tile loads here, so two runs draw the same pixels.
import type { Page } from 'playwright-core';
import { describeScreens } from './support/screenRun';
import { type Screen, settled } from './support/screenStates';

const expandFirst = async (page: Page) => {
  await page
    .getByRole('button', { name: /^Visa detaljer/ })
    .first()
    .click();
  // Expanding selects the item: where the map is on screen, its info window opens too (its
  // code may still be on its way; without this wait the capture raced it).
  if (await page.locator('.np-map').isVisible()) await page.locator('.np-map-info').waitFor();
  await settled(page);
};
const tab = (name: string) => async (page: Page) => {
  await expandFirst(page);
  await page.getByRole('tab', { name }).first().click();
  // A tab's content (its code, then its data: "Laddar prislistan …") loads when first opened:
  // captured once the panel holds words and none of them say it is still loading.
  await page.waitForFunction(() => {
    const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
    const text = panel?.textContent?.trim() ?? '';
    return text.length > 20 && !/Laddar/.test(text);
  });
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
      // The info window is a dialog named after the facility.
      await page.getByRole('dialog', { name: 'Parkering Waterfront' }).waitFor();
      await settled(page);
    },
  },
  // The price for a stay of four days, cheapest first, beside a vehicle that fits.
  { name: 'se-search-stay', path: '/se/search?date=2026-12-11&until=2026-12-14&sort=price&vh=190' },
  { name: 'se-search-simple', path: '/se/search-simple' },
  { name: 'no-search', path: '/no/search' },
  { name: 'fi-search', path: '/fi/search' },
  { name: 'se-customer-service', path: '/se/customer-service' },
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
];

describeScreens('screens: the search, the date field and the index, at 1366 px and 390 px', SCREENS);
