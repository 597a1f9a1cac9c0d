import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './describeBrowser';
import { useBrowserSession } from './session';
import { testBundle } from './testBundles';

// Leaks: the search island with its map, mounted and unmounted again and again in React's
// StrictMode (a development build, so effects really run twice), against the reference
// server. Leaflet must never find its container already initialized, and its DOM nodes,
// the page's listeners and the heap must come back to where they were. `npm test` runs 5
// cycles (facility-search-map-leaks.browser.test.ts): a leak of a map, its listeners or its
// nodes shows after the first. `npm run soak` runs 50 (tests/soak/), for what grows slowly.

const HEAP_BUDGET_BYTES = 5 * 1024 * 1024;
/** DOM nodes the page may hold beyond its baseline after the cycles (a map leaves hundreds). */
const NODE_SLACK = 50;

const PAGE = `<!doctype html><html lang="sv"><head><title>map leaks</title>
<link rel="stylesheet" href="/assets/nordpark/nordpark.css">
<link rel="stylesheet" href="/assets/nordpark/islands/facility-search.css"></head>
<body><main><div id="island"></div></main><script type="module" src="/__map-leak/app.js"></script></body></html>`;

// Sergels torg, with an address: zoom 15, so markers (not only clusters) are drawn.
const PATH = '/__map-leak/?name=Sergels%20torg&address=Sergels%20torg&lat=59.3326&lng=18.0649';

interface Census {
  heap: number;
  nodes: number;
  listeners: number;
  windowListeners: number;
  documentListeners: number;
  leafletElements: number;
}

async function census(page: Page, cdp: CDPSession): Promise<Census> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  const counters = await cdp.send('Memory.getDOMCounters');
  const listenersOf = async (expression: string) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (!result.objectId) return Number.NaN;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
    return listeners.length;
  };
  return {
    heap,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
    windowListeners: await listenersOf('window'),
    documentListeners: await listenersOf('document'),
    leafletElements: await page.evaluate(() => document.querySelectorAll('[class*="leaflet-"]').length),
  };
}

/**
 * A census once the page has settled: work still queued by the last unmounts (markercluster's
 * chunked adds, lazy chunks arriving, React's passive cleanups) keeps what it references alive
 * for a moment, longer on a busy machine. Without a baseline, counts are taken until they stop
 * falling; with one, until they are back to it, for up to 5 s: a real leak never gets back.
 */
async function settledCensus(page: Page, cdp: CDPSession, baseline?: Census): Promise<Census> {
  const settled = (next: Census, last: Census) =>
    baseline
      ? next.listeners <= baseline.listeners && next.nodes <= baseline.nodes + NODE_SLACK
      : next.listeners >= last.listeners && next.nodes >= last.nodes;
  let last = await census(page, cdp);
  if (baseline && settled(last, last)) return last;
  for (let i = 0; i < (baseline ? 20 : 6); i++) {
    await page.waitForTimeout(250);
    const next = await census(page, cdp);
    if (settled(next, last)) return next;
    last = next;
  }
  return last;
}

/** The leak test of `cycles` mounts and unmounts after the first (the baseline). */
export function describeMapLeaks(cycles: number): void {
  describeBrowser(`the facility map mounted and unmounted ${cycles} times`, () => {
    const session = useBrowserSession();
    // tests/browser/bundles/mapLeak.entry.jsx, built by scripts/build.mjs.
    const bundle = testBundle('mapLeak');

    // The limit guards against a hang only: 50 cycles of a development build take about two
    // minutes on a quiet machine, and went past four with a second test run beside this one.
    test('never "Map container is already initialized"; Leaflet nodes, listeners and heap back to baseline', {
      timeout: 600_000,
    }, async () => {
      const page = await (await session.newContext()).newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(message.text());
        }
      });
      await page.route(`${session.server.url}/__map-leak/**`, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname.endsWith('/app.js')) {
          return route.fulfill({
            contentType: 'text/javascript',
            body: await readFile(join(bundle, 'app.js')),
          });
        }
        return route.fulfill({ contentType: 'text/html', body: PAGE });
      });
      await page.goto(`${session.server.url}${PATH}`);
      await page.waitForFunction(() => 'mapLeak' in window);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');

      const cycle = async () => {
        await page.evaluate(() => (window as unknown as { mapLeak: { mount(): void } }).mapLeak.mount());
        await page.locator('.np-search__status[data-status="done"]').waitFor();
        await page.locator('.np-map .np-marker').first().waitFor();
        await page.evaluate(() => (window as unknown as { mapLeak: { unmount(): void } }).mapLeak.unmount());
      };

      // One cycle first: what loads once per page (modules, Leaflet's one-off document
      // listeners, caches) is the baseline, not a leak. Its map, though, must be gone with it:
      // React keeps the last event's target (a failed tile's map element), which once held a
      // removed map and its whole container alive until the next event, and made the baseline
      // itself a leaked map.
      const empty = await census(page, cdp);
      await cycle();
      const before = await settledCensus(page, cdp);
      for (let i = 0; i < cycles; i++) await cycle();
      const after = await settledCensus(page, cdp, before);

      expect(problems.filter((p) => /already initialized/i.test(p))).toEqual([]);
      expect(problems).toEqual([]);
      expect(after.leafletElements).toBe(0);
      expect(before.nodes, 'the first map’s nodes let go once it is unmounted').toBeLessThanOrEqual(
        empty.nodes + NODE_SLACK,
      );
      expect(after.windowListeners).toBe(before.windowListeners);
      expect(after.documentListeners).toBe(before.documentListeners);
      expect(after.listeners).toBeLessThanOrEqual(before.listeners);
      expect(after.nodes).toBeLessThanOrEqual(before.nodes + NODE_SLACK);
      expect(after.heap - before.heap, `heap ${before.heap} → ${after.heap}`).toBeLessThan(HEAP_BUDGET_BYTES);
    });
  });
}
