// The block's fallback and the link form (docs/embedding.md, "The three forms of a block"), as
// a visitor meets them: working links before and without the script, in the space the island
// takes, so that nothing below them moves when the loader takes them over and the island
// replaces them. Written as the docs give the forms, and read through what a visitor sees and
// the islands' public contract (data-nordpark-state).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { openPastedPage } from './support/pastedPage';
import { useBrowserSession } from './support/session';

const SEARCH = '/se/search#nordpark=facility-search&nordpark-props=%7B%22variant%22%3A%22simple%22%7D';
const BOOKING = '/se/search?from=article#nordpark=facility-search';

const BODY = `<main>
<div data-nordpark="facility-search" data-nordpark-props='{"variant":"simple"}'><a href="${SEARCH.replaceAll('&', '&amp;')}">Hitta parkering</a></div>
<p id="after-block">Text after the block.</p>
<p><a href="${BOOKING}">Hitta parkering nära dig</a></p>
<p id="after-link">Text after the link.</p>
</main>`;

const CONFIG =
  '<script type="application/json" id="nordpark-config">{"country":"se","language":"sv"}</script>';
const STYLES = '<link rel="stylesheet" href="/assets/nordpark/nordpark.css">';
const LOADER = '<script type="module" src="/assets/nordpark/nordpark.js"></script>';

const serve = (page: Page, origin: string, head: string) =>
  openPastedPage(page, origin, { head, body: BODY, lang: 'sv' });

const topsBelow = (page: Page) =>
  page.evaluate(() =>
    ['after-block', 'after-link'].map((id) => document.getElementById(id)?.getBoundingClientRect().top),
  );

describeBrowser('a block’s fallback and the link form', () => {
  const session = useBrowserSession();

  test('work as links without the loader, and nothing below them moves when the loader takes them over; the islands then replace them', async () => {
    const page = await (await session.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await serve(page, session.server.url, `${STYLES}${CONFIG}`);
    const links = await page
      .locator('main a')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    expect(links.map((href) => new URL(href).pathname)).toEqual(['/se/search', '/se/search']);
    for (const href of links) expect((await page.request.get(href)).status()).toBe(200);
    const without = await topsBelow(page);

    // With the loader, while the islands' code is held: the links are islands now, loading.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/nordpark/chunks/facility-search-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await serve(page, session.server.url, `${STYLES}${CONFIG}${LOADER}`);
    const islands = page.locator('[data-nordpark="facility-search"]');
    await expect
      .poll(() => islands.evaluateAll((all) => all.map((el) => el.getAttribute('data-nordpark-state'))))
      .toEqual(['loading', 'loading']);
    expect(await page.getByRole('link', { name: 'Hitta parkering nära dig' }).count()).toBe(1);
    expect(await topsBelow(page)).toEqual(without);

    release();
    await expect
      .poll(() => islands.evaluateAll((all) => all.map((el) => el.getAttribute('data-nordpark-state'))), {
        timeout: 20_000,
      })
      .toEqual(['mounted', 'mounted']);
    expect(await page.locator('main a[href*="#nordpark="]').count()).toBe(0);
    // Each is the search now: its search field where the link was.
    for (const island of await islands.all())
      expect(await island.locator('input').count()).toBeGreaterThan(0);
  });
});
