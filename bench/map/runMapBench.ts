/**
 * The map benchmark, run by `npm run bench` (bench/run.ts) after the pages: the
 * island's marker layer against two references on the same generated facilities, in the same
 * Chromium, on a production build. See bench/map/README.md.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import type { TechniqueName } from './techniques';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ORIGIN = 'http://bench.map';
const TECHNIQUE_NAMES: TechniqueName[] = ['ours', 'supercluster', 'plain'];
export const MAP_BENCH_SIZES = [1_000, 10_000, 50_000];

/** The map's targets on this machine, production build, 1× CPU. */
export const MAP_TARGETS = {
  at10k: { paintMs: 300, filterMs: 100, longestTaskMs: 200, elements: 300 },
  at50k: { longestTaskMs: 500 },
  superclusterRatio: 2,
} as const;

export interface MapFigures {
  technique: TechniqueName;
  count: number;
  /** Data handed over → the frame that shows the markers and clusters, ms. */
  paintMs: number;
  /** A filter that hides half → painted, ms. */
  filterMs: number;
  /** JS heap after load and a forced garbage collection, bytes. */
  heapBytes: number;
  /** The longest main-thread task during load and filter, ms (0: none over 50 ms). */
  longestTaskMs: number;
  /** Marker and cluster elements in the DOM after load, and the most at any zoom 8..18. */
  elements: { now: number; max: number; atZoom: number };
}

const HTML = `<!doctype html><html lang="en"><head><title>map bench</title>
<link rel="stylesheet" href="/page.css"></head><body><div id="map"></div>
<script type="module" src="/page.js"></script></body></html>`;

async function buildPage(outdir: string): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { page: 'bench/map/page.ts', 'page-css': 'bench/map/page.css' },
    outdir,
    entryNames: '[name]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    tsconfig: join(root, 'tsconfig.base.json'),
    loader: { '.png': 'dataurl', '.svg': 'dataurl' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
}

async function measure(
  browser: Browser,
  outdir: string,
  technique: TechniqueName,
  count: number,
): Promise<MapFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/page.js')
        return route.fulfill({
          contentType: 'text/javascript',
          body: await readFile(join(outdir, 'page.js')),
        });
      if (path === '/page.css')
        return route.fulfill({ contentType: 'text/css', body: await readFile(join(outdir, 'page-css.css')) });
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: HTML });
      return route.fulfill({ status: 204 });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'mapBench' in window);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    type Bench = {
      prepare(name: string, count: number): Promise<void>;
      load(): Promise<number>;
      filterHalf(): Promise<number>;
      longestTask(): number;
      elementsByZoom(): Promise<MapFigures['elements']>;
    };
    await page.evaluate(([name, n]) => (window as unknown as { mapBench: Bench }).mapBench.prepare(name, n), [
      technique,
      count,
    ] as const);
    const paintMs = await page.evaluate(() => (window as unknown as { mapBench: Bench }).mapBench.load());
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapBytes = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    const filterMs = await page.evaluate(() =>
      (window as unknown as { mapBench: Bench }).mapBench.filterHalf(),
    );
    // Long tasks are reported after they end: give the observer a turn.
    await page.waitForTimeout(200);
    const longestTaskMs = await page.evaluate(() =>
      (window as unknown as { mapBench: Bench }).mapBench.longestTask(),
    );
    const elements = await page.evaluate(() =>
      (window as unknown as { mapBench: Bench }).mapBench.elementsByZoom(),
    );
    return { technique, count, paintMs, filterMs, heapBytes, longestTaskMs, elements };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
const pad = (text: string, width: number) => text.padEnd(width);

function verdict(ok: boolean): string {
  return ok ? 'pass' : 'FAIL';
}

/** One table per size, our figures as ratios to the references, and the targets judged. */
export function printMapFigures(figures: readonly MapFigures[]): void {
  for (const count of new Set(figures.map((f) => f.count))) {
    const rows = figures.filter((f) => f.count === count);
    console.info(`\nMap benchmark — ${count.toLocaleString('en')} facilities (production build, 1× CPU)`);
    console.info(
      `  ${pad('technique', 14)}${pad('data→painted', 14)}${pad('filter half', 13)}${pad('JS heap', 10)}${pad('longest task', 14)}elements after filter (now / max at zoom)`,
    );
    for (const f of rows) {
      console.info(
        `  ${pad(f.technique, 14)}${pad(ms(f.paintMs), 14)}${pad(ms(f.filterMs), 13)}${pad(mb(f.heapBytes), 10)}${pad(f.longestTaskMs ? ms(f.longestTaskMs) : '< 50 ms', 14)}${f.elements.now} / ${f.elements.max} at ${f.elements.atZoom}`,
      );
    }
    const ours = rows.find((f) => f.technique === 'ours');
    for (const reference of rows.filter((f) => f.technique !== 'ours')) {
      if (!ours) break;
      console.info(
        `  ours ÷ ${pad(reference.technique, 13)}painted ${ratio(ours.paintMs, reference.paintMs)}, filter ${ratio(ours.filterMs, reference.filterMs)}, heap ${ratio(ours.heapBytes, reference.heapBytes)}`,
      );
    }
    const sc = rows.find((f) => f.technique === 'supercluster');
    if (ours && count === 10_000) {
      const t = MAP_TARGETS.at10k;
      console.info(
        `  targets at 10,000: painted ≤ ${t.paintMs} ms ${verdict(ours.paintMs <= t.paintMs)}, filter ≤ ${t.filterMs} ms ${verdict(ours.filterMs <= t.filterMs)}, ` +
          `no task > ${t.longestTaskMs} ms ${verdict(ours.longestTaskMs <= t.longestTaskMs)}, ≤ ${t.elements} elements at any zoom ${verdict(ours.elements.max <= t.elements)}`,
      );
    }
    if (ours && count === 50_000) {
      console.info(
        `  target at 50,000: no task > ${MAP_TARGETS.at50k.longestTaskMs} ms ${verdict(ours.longestTaskMs <= MAP_TARGETS.at50k.longestTaskMs)}`,
      );
    }
    if (ours && sc) {
      const within =
        ours.paintMs <= MAP_TARGETS.superclusterRatio * sc.paintMs &&
        ours.filterMs <= MAP_TARGETS.superclusterRatio * sc.filterMs;
      console.info(
        `  within ${MAP_TARGETS.superclusterRatio}× of supercluster (painted and filter): ${verdict(within)}`,
      );
    }
  }
}

/** Runs every technique at every size, each in a fresh context (a fresh heap). */
export async function runMapBench(
  browser: Browser,
  sizes: readonly number[] = MAP_BENCH_SIZES,
): Promise<MapFigures[]> {
  const outdir = await mkdtemp(join(tmpdir(), 'nordpark-map-bench-'));
  const figures: MapFigures[] = [];
  try {
    await buildPage(outdir);
    for (const count of sizes) {
      for (const technique of TECHNIQUE_NAMES) {
        figures.push(await measure(browser, outdir, technique, count));
      }
    }
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
  return figures;
}
