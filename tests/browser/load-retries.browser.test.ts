// A dropped request never breaks an island: every request an island needs before it shows
// itself (its chunk, the runtime's, its texts, its stylesheet) fails through the page's request
// routing, once, twice, then until healed, and the island mounts, or shows its error box whose
// Try again mounts it once the network is back. Read as a visitor and a host see it:
// data-nordpark-state, the box and its button, the requests.
import type { Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { SETTLE_LIMIT_MS } from './support/pageWatch';
import { useBrowserSession } from './support/session';

const SEARCH = '/se/search?name=Odenplan&lat=59.343&lng=18.049';
const ISLAND = '[data-nordpark="facility-search"]';
const TILES = 'https://tile.openstreetmap.org/**';

/** Each request the search needs before it shows itself, by its file in the bundle. */
const KINDS = {
  'its own chunk': /\/chunks\/facility-search-[a-z0-9]{6}\.js$/,
  "the runtime's chunk": /\/chunks\/runtime-[a-z0-9]{6}\.js$/,
  'its texts': /\/chunks\/facility-search-sv-[a-z0-9]{6}\.js$/,
  'its stylesheet': /\/islands\/facility-search\.css$/,
} as const;

/**
 * Fails the requests `pattern` matches, the first `times` (all, until `heal()`), in turn with a
 * 503 and a reset connection; counts them.
 */
async function failing(page: Page, pattern: RegExp, times = Number.POSITIVE_INFINITY) {
  let seen = 0;
  let healed = false;
  const handler = (route: Route) => {
    seen += 1;
    if (healed || seen > times) return route.continue();
    return seen % 2 === 1 ? route.fulfill({ status: 503, body: 'busy' }) : route.abort('connectionreset');
  };
  await page.route(pattern, handler);
  return {
    requests: () => seen,
    heal: () => {
      healed = true;
    },
    stop: () => page.unroute(pattern, handler),
  };
}

const stateOf = (page: Page, selector = ISLAND) =>
  page.evaluate((island) => document.querySelector(island)?.getAttribute('data-nordpark-state'), selector);

async function settled(page: Page, state: 'mounted' | 'error', selector = ISLAND): Promise<void> {
  await page.waitForFunction(
    ([island, wanted]) =>
      document.querySelector(island as string)?.getAttribute('data-nordpark-state') === wanted,
    [selector, state],
    { timeout: SETTLE_LIMIT_MS },
  );
}

describeBrowser('an island whose requests fail', () => {
  const session = useBrowserSession();

  for (const [kind, pattern] of Object.entries(KINDS)) {
    test(`${kind}: failing once or twice costs a moment; failing on, the error box's Try again mounts it once healed`, async () => {
      const page = await session.page({ viewport: { width: 1280, height: 900 } });
      let tiles = 0;
      await page.route(TILES, (route) => {
        tiles += 1;
        return route.abort('internetdisconnected');
      });
      const open = (debug = false) =>
        page.goto(`${session.server.url}${SEARCH}${debug ? '&nordpark-debug' : ''}`);

      for (const times of [1, 2]) {
        const route = await failing(page, pattern, times);
        await open();
        await settled(page, 'mounted');
        expect(route.requests()).toBe(times + 1);
        await route.stop();
      }

      // In debug mode the box names the request and how many times it was tried.
      const route = await failing(page, pattern);
      await open(true);
      await settled(page, 'error');
      const box = page.locator(`${ISLAND} [role="alert"]`);
      const retry = box.getByRole('button', { name: 'Försök igen' });
      await retry.waitFor();
      expect(route.requests()).toBeGreaterThanOrEqual(3);
      const said = await box.innerText();
      if (kind !== 'its texts') expect(said).toContain('tried 3 times');
      // Chromium's error for a module names its URL; ours for a stylesheet does too.
      expect(said).toMatch(pattern.source.includes('css') ? /islands\/facility-search\.css/ : /chunks\//);
      // Never rendered without its stylesheet: no map.
      expect(await page.locator(`${ISLAND} .leaflet-container`).count()).toBe(0);

      route.heal();
      tiles = 0;
      // Texts that failed are given back for a moment (React renders twice before its boundary
      // shows them): a Try again pressed within it shows the box again, as a visitor would see,
      // and the next press mounts it.
      await expect
        .poll(
          async () => {
            const state = await stateOf(page);
            if (state === 'error') await box.getByRole('button', { name: 'Försök igen' }).click();
            return state;
          },
          { timeout: SETTLE_LIMIT_MS },
        )
        .toBe('mounted');
      expect(await page.locator(`${ISLAND} [role="alert"]`, { hasText: 'kunde inte laddas' }).count()).toBe(
        0,
      );
      if (kind === 'its stylesheet') {
        // With its styles, the map asks for a screenful of tiles: a handful, never thousands.
        await expect.poll(() => tiles, { timeout: SETTLE_LIMIT_MS }).toBeGreaterThan(0);
        expect(tiles).toBeLessThan(100);
      }
      await route.stop();
    });
  }

  test("one island's Try again leaves the others as they are, and what the visitor typed there", async () => {
    const page = await session.page();
    const route = await failing(page, /\/islands\/confirm-dialog\.css$/);
    await page.goto(`${session.server.url}/test/two-islands`);
    const dateField = '[data-nordpark="date-field"]';
    const dialog = '[data-nordpark="confirm-dialog"]';
    await settled(page, 'mounted', dateField);
    await settled(page, 'error', dialog);
    const input = page.locator(`${dateField} input[role="combobox"]`);
    await input.fill('2027-03-14');
    // A mark on the field's own element: a remount would make a new one, without it.
    await input.evaluate((element) => element.setAttribute('data-test-mark', 'kept'));
    const states: string[] = [];
    await page.exposeFunction('__dateFieldState', (state: string) => states.push(state));
    await page.evaluate((island) => {
      document.querySelector(island)?.addEventListener('nordpark:statechange', (event) => {
        (window as unknown as { __dateFieldState(state: string): void }).__dateFieldState(
          (event as CustomEvent<{ state: string }>).detail.state,
        );
      });
    }, dateField);

    route.heal();
    await page.locator(`${dialog} [role="alert"]`).getByRole('button', { name: 'Try again' }).click();
    await settled(page, 'mounted', dialog);
    expect(await stateOf(page, dateField)).toBe('mounted');
    expect(states).toEqual([]);
    expect(await input.getAttribute('data-test-mark')).toBe('kept');
    expect(await input.inputValue()).toBe('2027-03-14');
    await route.stop();
  });
});
