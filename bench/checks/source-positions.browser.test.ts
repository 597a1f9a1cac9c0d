import type { Browser } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { describeBrowser } from '../../tests/browser/support/describeBrowser';
import { islandsSettled } from '../../tests/browser/support/pageWatch';
import { useBrowserSession } from '../../tests/browser/support/session';
import { launchBenchBrowser, type SourcePositions } from '../browser';
import type { TraceEvent } from '../traceTasks';

// A bench check (`npm run bench:check`, and first in `npm run bench`; not part of npm test).
// The benchmark's Chromium (bench/browser.ts) must evaluate a page's modules as a visitor's
// browser does: with playwright-core's inspector attached and V8's lazy source positions, a
// stack taken inside a module's top-level code (Leaflet's VML probe throws as the map's chunk
// evaluates) re-parses the whole chunk, 120–180 ms at 4× CPU that no visitor pays.

/** Milliseconds of V8.CollectSourcePositions inside module evaluations while /se/search loads
 * with its map. */
async function positionsCollectedWhileEvaluating(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['v8', 'devtools.timeline', 'disabled-by-default-v8.compile'],
    });
    await page.goto(`${baseUrl}/se/search`);
    await page.waitForFunction(islandsSettled, undefined, { timeout: 60_000 });
    await page.locator('.leaflet-container').first().waitFor({ timeout: 60_000 });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const complete = trace.traceEvents.filter((event) => event.ph === 'X');
    const evaluations = complete.filter((event) => event.name === 'v8.evaluateModule');
    const inside = (event: TraceEvent) =>
      evaluations.some(
        (evaluation) =>
          evaluation.pid === event.pid &&
          evaluation.tid === event.tid &&
          event.ts >= evaluation.ts &&
          event.ts <= evaluation.ts + (evaluation.dur ?? 0),
      );
    expect(evaluations.length, 'module evaluations in the trace').toBeGreaterThan(0);
    return complete
      .filter((event) => event.name === 'V8.CollectSourcePositions' && inside(event))
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
  } finally {
    await context.close();
  }
}

describeBrowser("the benchmark's Chromium", () => {
  const session = useBrowserSession();
  const browsers: Browser[] = [];
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });
  const measure = async (positions: SourcePositions) => {
    const browser = await launchBenchBrowser(positions);
    browsers.push(browser);
    return positionsCollectedWhileEvaluating(browser, session.server.url);
  };

  test('evaluates modules without parsing them again for the inspector (eager source positions)', async () => {
    // V8's default, for contrast: the re-parse is there, so the measure below can see it.
    expect(await measure('lazy')).toBeGreaterThan(0);
    expect(await measure('eager')).toBe(0);
    // Two browsers, each tracing a load of the search with its map: on a loaded machine (a
    // second test run beside this one) that took over a minute.
  }, 300_000);
});
