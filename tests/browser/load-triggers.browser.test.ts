// When an island wakes up (data-nordpark-load), read as a host page and a visitor see it: the
// network log, data-nordpark-state, nordpark:statechange, window.nordpark, focus. The demo's
// article page (/se/article) holds the booking flow below the fold; `?load=` sets its trigger.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { type PageWatch, SETTLE_LIMIT_MS, watchPage } from './support/pageWatch';
import { useBrowserSession } from './support/session';

const ISLAND = '#article-booking-flow';

/** What a page with a waiting island may request: the page, its own styles, the loader and its
 * waiting chunk. Anything else (React, the island's code and texts, its stylesheet, its data)
 * is the island's. */
const isIslands = (url: string) =>
  !/\/article(\?|$)|\/site\.css$|\/nordpark\.css$|\/nordpark\.js$|\/chunks\/whenDue-[^/]+\.js$/.test(
    new URL(url).pathname + new URL(url).search,
  );

// Runs in the page before its scripts: every state change of the island, with when it came.
function recordStates() {
  const seen: { state: string; at: number }[] = [];
  document.addEventListener('nordpark:statechange', (event) => {
    seen.push({ state: (event as CustomEvent<{ state: string }>).detail.state, at: performance.now() });
  });
  Object.assign(window, { __states: seen });
}

const states = (page: Page) =>
  page.evaluate(() => (window as unknown as { __states: { state: string; at: number }[] }).__states);
const stateOf = (page: Page) =>
  page.evaluate((selector) => document.querySelector(selector)?.getAttribute('data-nordpark-state'), ISLAND);

/**
 * Opens the article with the island's trigger `load` and waits until the page has nothing more
 * of its own to do: `ready`, the load event, the waiting chunk fetched, then two idle periods.
 */
async function openQuiet(session: ReturnType<typeof useBrowserSession>, load: string) {
  const page = await session.page();
  await page.addInitScript(recordStates);
  const watch = watchPage(page, session.server.url);
  await page.goto(`${session.server.url}/se/article?load=${load}`);
  await page.evaluate(async () => {
    await window.nordpark?.ready;
    if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve));
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve));
  });
  return { page, watch };
}

const mounted = (page: Page) =>
  page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAttribute('data-nordpark-state') === 'mounted',
    ISLAND,
    { timeout: SETTLE_LIMIT_MS },
  );

function expectNothingOfTheIsland(watch: PageWatch) {
  expect(watch.requested.filter(isIslands)).toEqual([]);
  expect(watch.requested.some((url) => url.includes('/chunks/whenDue-'))).toBe(true);
}

function expectClean(watch: PageWatch) {
  expect(watch.pageErrors).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.failedRequests).toEqual([]);
}

describeBrowser('data-nordpark-load: an island wakes when its trigger fires', () => {
  const session = useBrowserSession();

  test('visible: nothing of it is requested until it nears the viewport, ready does not wait for it; scrolled to, it mounts', async () => {
    const { page, watch } = await openQuiet(session, 'visible');
    // Below the fold, further than the 200 px margin.
    const below = await page.evaluate((selector) => {
      const top = document.querySelector(selector)?.getBoundingClientRect().top ?? 0;
      return top - innerHeight;
    }, ISLAND);
    expect(below).toBeGreaterThan(200);
    expect(await stateOf(page)).toBe('waiting');
    expectNothingOfTheIsland(watch);
    // The fallback, a link to the booking page, is there meanwhile.
    const fallback = page.locator(`${ISLAND} a`);
    expect(await fallback.getAttribute('href')).toMatch(/^\/se\/booking\/\?fId=/);
    await page.locator(ISLAND).scrollIntoViewIfNeeded();
    await mounted(page);
    expect((await states(page)).map((entry) => entry.state)).toEqual(['waiting', 'loading', 'mounted']);
    const island = watch.requested.filter(isIslands);
    expect(island.some((url) => url.includes('/islands/booking-flow.css'))).toBe(true);
    expect(island.some((url) => url.includes('/chunks/'))).toBe(true);
    expectClean(watch);
  });

  test('idle: nothing of it is requested before the page has loaded; then it mounts without any input', async () => {
    const page = await session.page();
    await page.addInitScript(recordStates);
    const watch = watchPage(page, session.server.url);
    await page.goto(`${session.server.url}/se/article?load=idle`);
    await mounted(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, start: entry.startTime }));
      return { loadEnd: navigation.loadEventEnd, resources };
    });
    const loading = (await states(page)).find((entry) => entry.state === 'loading');
    expect((await states(page)).map((entry) => entry.state)).toEqual(['waiting', 'loading', 'mounted']);
    expect(loading?.at).toBeGreaterThanOrEqual(timing.loadEnd);
    // The browser's own log of every request: the island's all started after its trigger.
    const island = timing.resources.filter((entry) => isIslands(entry.url));
    expect(island.length).toBeGreaterThan(0);
    for (const entry of island) expect(entry.start, entry.url).toBeGreaterThanOrEqual(loading?.at ?? 0);
    expectClean(watch);
  });

  test('interaction: nothing is requested until the visitor comes to it; focus on its fallback wakes it and stays in it once mounted', async () => {
    const { page, watch } = await openQuiet(session, 'interaction');
    await page.locator(ISLAND).scrollIntoViewIfNeeded();
    expect(await stateOf(page)).toBe('waiting');
    expectNothingOfTheIsland(watch);
    // A keyboard user reaches the fallback's link.
    await page.locator(`${ISLAND} a`).focus();
    await mounted(page);
    expect((await states(page)).map((entry) => entry.state)).toEqual(['waiting', 'loading', 'mounted']);
    const focus = await page.evaluate(
      (selector) => ({
        inIsland: document.querySelector(selector)?.contains(document.activeElement) ?? false,
        onFallback: document.activeElement?.closest('a')?.textContent ?? null,
        tag: document.activeElement?.tagName,
      }),
      ISLAND,
    );
    expect(focus.inIsland, `focus is on ${focus.tag}`).toBe(true);
    expectClean(watch);
  });

  test('interaction: the fallback works while the island waits: its link, clicked, goes to the booking page', async () => {
    const { page, watch } = await openQuiet(session, 'interaction');
    expectNothingOfTheIsland(watch);
    await Promise.all([
      page.waitForURL(/\/se\/booking\/\?fId=/, { timeout: SETTLE_LIMIT_MS }),
      page.locator(`${ISLAND} a`).click(),
    ]);
    expect(watch.pageErrors).toEqual([]);
  });

  test('window.nordpark.mount(el) wakes a waiting island at once, whatever its trigger', async () => {
    const { page, watch } = await openQuiet(session, 'interaction');
    expect(await stateOf(page)).toBe('waiting');
    await page.evaluate(async (selector) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (element) await window.nordpark?.mount(element);
    }, ISLAND);
    expect(await stateOf(page)).toBe('mounted');
    expectClean(watch);
  });

  test('an unknown value is a console warning naming the allowed ones, and the island loads at once, never waiting', async () => {
    const page = await session.page();
    await page.addInitScript(recordStates);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${session.server.url}/se/article?load=lazy`);
    await mounted(page);
    expect((await states(page)).map((entry) => entry.state)).toEqual(['loading', 'mounted']);
    expect(
      warnings.some((text) => /"lazy".*eager, visible, idle, interaction/.test(text)),
      warnings.join('\n'),
    ).toBe(true);
  });
});
