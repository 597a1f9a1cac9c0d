// The long CMS page of `npm run bench`: the demo's article (/se/article), a garage's content
// page with the booking flow at its end, below the fold, loaded with the island `eager` and
// `visible` (data-nordpark-load, ?load=). Per load: what the page fetched before any input
// (JavaScript bytes as sent, gzipped; requests, the document included), then the time from
// scrolling the island into view to its `mounted`. See bench/README.md.
import type { Browser } from 'playwright-core';
import { BENCH_VIEWPORT } from './browser';
import { emulateDevice, type NetworkProfile } from './network';
import { median } from './statistics';

export const LONG_PAGE = '/se/article';
export const LONG_PAGE_LOADS = ['eager', 'visible'] as const;
export type LongPageLoad = (typeof LONG_PAGE_LOADS)[number];

const ISLAND = '#article-booking-flow';

/** One cold load of the long page. */
export interface LongPageLoadFigures {
  /** JavaScript fetched before any input: bytes as sent (encoded body), and files. */
  jsBytes: number;
  jsFiles: number;
  /** Every request before any input, the document included. */
  requests: number;
  /** From the scroll that brings the island into view to its `mounted`, ms; 0 when it was
   * mounted already. */
  scrollToMountedMs: number;
}

export interface LongPageFigures {
  load: LongPageLoad;
  rate: number;
  loads: LongPageLoadFigures[];
}

interface InPage {
  mountedAt?: number;
}

/** Runs in the page before its scripts: when the island went `mounted`. */
function recordMounted(): void {
  const state: InPage = {};
  (window as unknown as { __npLong: InPage }).__npLong = state;
  document.addEventListener('nordpark:statechange', (event) => {
    if ((event as CustomEvent<{ state: string }>).detail.state === 'mounted')
      state.mountedAt = performance.now();
  });
}

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  load: LongPageLoad,
  rate: number,
  network: NetworkProfile | undefined,
): Promise<LongPageLoadFigures> {
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
  try {
    await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await context.addInitScript(recordMounted);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulateDevice(cdp, rate, network);
    await page.goto(`${baseUrl}${LONG_PAGE}?load=${load}`, { waitUntil: 'load', timeout: 60_000 });
    // Before any input: `ready` (which waits for an eager island's first view, never for a
    // waiting one), then no request for 500 ms (playwright's networkidle: over a phone network
    // the loader's waiting chunk may still be on its way while the main thread is idle).
    await page.evaluate(() => window.nordpark?.ready);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const before = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        jsBytes: js.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        jsFiles: js.length,
        requests: resources.length + 1,
      };
    });
    const scrolledAt = await page.evaluate((selector) => {
      document.querySelector(selector)?.scrollIntoView({ block: 'center' });
      return performance.now();
    }, ISLAND);
    await page.waitForFunction(
      () => (window as unknown as { __npLong: InPage }).__npLong.mountedAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const mountedAt = await page.evaluate(
      () => (window as unknown as { __npLong: InPage }).__npLong.mountedAt ?? Number.NaN,
    );
    return { ...before, scrollToMountedMs: Math.max(0, mountedAt - scrolledAt) };
  } finally {
    await context.close();
  }
}

/** The long page at each CPU rate, `eager` and `visible` in turn, `runs` cold loads of each. */
export async function runLongPageBench(
  browser: Browser,
  baseUrl: string,
  { rates, runs, network }: { rates: readonly number[]; runs: number; network?: NetworkProfile | undefined },
): Promise<LongPageFigures[]> {
  const figures: LongPageFigures[] = [];
  for (const rate of rates) {
    const byLoad = LONG_PAGE_LOADS.map((load) => ({ load, rate, loads: [] as LongPageLoadFigures[] }));
    // Interleaved, so that a machine that gets busier weighs on both alike.
    for (let run = 0; run < runs; run++)
      for (const entry of byLoad)
        entry.loads.push(await measureOnce(browser, baseUrl, entry.load, rate, network));
    figures.push(...byLoad);
  }
  return figures;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One table per rate: eager and visible side by side, medians over the loads. */
export function formatLongPageFigures(figures: readonly LongPageFigures[]): string {
  const lines: string[] = [];
  for (const rate of [...new Set(figures.map((entry) => entry.rate))]) {
    const at = (load: LongPageLoad) => figures.find((entry) => entry.rate === rate && entry.load === load);
    const column = (load: LongPageLoad, pick: (figures: LongPageLoadFigures) => number) =>
      median((at(load)?.loads ?? []).map(pick));
    const loads = at('eager')?.loads.length ?? 0;
    lines.push(`\n${LONG_PAGE} — CPU ${rate}× — median of ${loads} load(s) each`);
    lines.push(`| before any input              | eager        | visible      |`);
    lines.push(`| ----------------------------- | ------------ | ------------ |`);
    const row = (
      label: string,
      pick: (figures: LongPageLoadFigures) => number,
      show: (n: number) => string,
    ) =>
      lines.push(
        `| ${label.padEnd(29)} | ${show(column('eager', pick)).padEnd(12)} | ${show(column('visible', pick)).padEnd(12)} |`,
      );
    row('JavaScript (gzipped, as sent)', (f) => f.jsBytes, kib);
    row('JavaScript files', (f) => f.jsFiles, String);
    row('requests (document included)', (f) => f.requests, String);
    row(
      'scrolled into view → mounted',
      (f) => f.scrollToMountedMs,
      (n) => `${Math.round(n)} ms`,
    );
  }
  return lines.join('\n');
}
