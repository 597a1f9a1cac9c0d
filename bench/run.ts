/**
 * `npm run bench`: every demo page in headless Chromium at 1× and 4× CPU slowdown, with
 * LCP, CLS, total blocking time, JS heap and interaction latency per page, compared with
 * the targets at 4× and with the previous run. See bench/README.md.
 *
 *   tsx bench/run.ts [--pages /se/date-field,/se/search] [--rates 1,4] [--runs 3] [--reps 10]
 *   tsx bench/run.ts --long-page-only --runs 2     # the long page alone, eager beside visible
 *
 * It reports; it is not a gate: the exit code is 0 unless the benchmark itself crashed.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { DEFAULT_ASSETS_DIR } from '../examples/cms-site/src/paths';
import { type RunningServer, startServer } from '../examples/cms-site/src/server';
// @ts-expect-error: a plain .mjs script without types; buildBrowserBundle is used as documented.
import { buildBrowserBundle } from '../scripts/build-browser.mjs';
import { DEMO_ROUTES, demoRoute } from '../tests/browser/support/routes';
import { EAGER_SOURCE_POSITIONS, launchBenchBrowser } from './browser';
import { islandCodeFiles } from './codeFiles';
import { FLOOR_ROUTE, type FloorSite, startFloorSite } from './floor/floorPage';
import { formatLongPageFigures, type LongPageFigures, runLongPageBench } from './longPage';
import { deviceClassOf, measureSpeedIndex } from './machineSpeed';
import { MAP_BENCH_SIZES, type MapFigures, printMapFigures, runMapBench } from './map/runMapBench';
import { EVENT_DURATION_THRESHOLD_MS, measurePage, type PageResult } from './measure';
import { NETWORK_PROFILES, type NetworkProfile, networkProfile } from './network';
import { formatSummary, printPageResult, START_TARGETS, TARGET_RATE, TARGETS, verdicts } from './report';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const LATEST = `${RESULTS_DIR}latest.json`;
const PREVIOUS = `${RESULTS_DIR}previous.json`;

export interface BenchFile {
  schema: 1;
  createdAt: string;
  chromium: string;
  machine: {
    cpus: number;
    model: string;
    node: string;
    loadAverage: { start: number; end: number };
    /** Script speed per CPU rate (machineSpeed.ts): which device class each rate emulated. */
    speedIndex?: Record<string, number>;
  };
  options: {
    pages: string[];
    rates: number[];
    runs: number;
    reps: number;
    network?: NetworkProfile;
    eagerSourcePositions?: boolean;
  };
  method: Record<string, string>;
  targetsAtRate: number;
  targets: typeof TARGETS;
  results: PageResult[];
  /** Pages and rates that could not be measured, with why. */
  failed: string[];
}

interface Options {
  /** Facility counts of the map benchmark (bench/map); empty skips it. */
  mapSizes: number[];
  /** A drop-in bundle folder to serve instead of packages/islands/dist/browser (an earlier build). */
  bundle?: string;
  /** A floor bundle built earlier; by default the floor page is built from the sources now. */
  floorBundle?: string;
  /** Measure the floor page (React and the runtime alone) first; --no-floor leaves it out. */
  floor: boolean;
  /** The long page (bench/longPage.ts) with its island eager and visible; --no-long-page leaves it out. */
  longPage: boolean;
  /** A network profile (network.ts) for every load; none: localhost as it is. */
  network?: NetworkProfile;
  pages: string[];
  rates: number[];
  runs: number;
  reps: number;
  /** Chromium records source positions as it compiles (EAGER_SOURCE_POSITIONS): the attached
   * inspector's stack captures then cost what they cost a visitor, nothing.
   * --lazy-source-positions measures with V8's default, to show the difference. */
  eagerSourcePositions: boolean;
}

const USAGE =
  'usage: tsx bench/run.ts [--pages /se/date-field,/se/search] [--rates 1,4] [--runs N] [--reps N] [--map-sizes 1000,10000,50000 | --no-map | --map-only] [--no-floor] [--no-long-page | --long-page-only] [--bundle DIR] [--floor-bundle DIR] [--network fast4g|slow4g|localhost] [--lazy-source-positions]';

/** A wrong command line: said in one line with the usage, not as a crash. */
class UsageError extends Error {}

const pathOf = (route: string) => route.split('?')[0] ?? route;

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    pages: [...DEMO_ROUTES],
    rates: [1, 4],
    // Five loads: with three, one busy load moved a page's median TBT from ~150 to ~300 ms.
    runs: 5,
    reps: 10,
    mapSizes: [...MAP_BENCH_SIZES],
    floor: true,
    longPage: true,
    // The slow phone (4× CPU, below) on its network: on localhost every file arrives
    // within a millisecond of the others, so "the first call starts while the code arrives"
    // and the waterfall's cost are a race there, not a measure (bench/README.md).
    network: NETWORK_PROFILES.fast4g,
    eagerSourcePositions: true,
  };
  const count = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError(`${name} takes a whole number ≥ 1, got "${value}"`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--pages') {
      // A page given by path picks the demo route with its query (the booking page's fId).
      options.pages = value().split(',').filter(Boolean).map(demoRoute);
    } else if (flag === '--rates') {
      options.rates = value()
        .split(',')
        .map((rate) => {
          const n = Number(rate);
          if (!(n >= 1)) throw new UsageError(`--rates takes numbers ≥ 1, got "${rate}"`);
          return n;
        });
    } else if (flag === '--runs') options.runs = count('--runs', value());
    else if (flag === '--reps') options.reps = count('--reps', value());
    else if (flag === '--map-sizes')
      options.mapSizes = value()
        .split(',')
        .filter(Boolean)
        .map((n) => count('--map-sizes', n));
    else if (flag === '--no-map') options.mapSizes = [];
    else if (flag === '--no-floor') options.floor = false;
    else if (flag === '--no-long-page') options.longPage = false;
    else if (flag === '--long-page-only') {
      options.pages = [];
      options.mapSizes = [];
      options.floor = false;
    } else if (flag === '--bundle') options.bundle = value();
    else if (flag === '--floor-bundle') options.floorBundle = value();
    else if (flag === '--map-only') options.pages = [];
    else if (flag === '--lazy-source-positions') options.eagerSourcePositions = false;
    else if (flag === '--network') {
      const name = value();
      if (name === 'localhost') {
        delete options.network;
        continue;
      }
      try {
        options.network = networkProfile(name);
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
    } else if (flag === '--help' || flag === '-h') {
      console.info(USAGE);
      process.exit(0);
    } else throw new UsageError(`unknown option ${arg}`);
  }
  return options;
}

const keyOf = (result: Pick<PageResult, 'page' | 'rate'>) => `${pathOf(result.page)} @${result.rate}`;

function readPrevious(): BenchFile | undefined {
  if (!existsSync(LATEST)) return undefined;
  try {
    const file = JSON.parse(readFileSync(LATEST, 'utf8')) as BenchFile;
    return file.schema === 1 && Array.isArray(file.results) ? file : undefined;
  } catch {
    console.warn(`bench: ${LATEST} is not a result file; not comparing with it`);
    return undefined;
  }
}

const METHOD: Record<string, string> = {
  lcp: 'last largest-contentful-paint entry (PerformanceObserver, buffered) before any input, ms',
  cls: 'largest session window (gap < 1 s, window ≤ 5 s) of layout-shift entries without recent input, over load and interactions',
  clsSum: 'the same layout shifts simply summed',
  clsLoad: 'largest session window of the load alone, before the first interaction',
  tbt: 'sum over longtask entries (observer installed by addInitScript) of duration − 50 ms, from navigation until no long task for 500 ms after every island mounted',
  tbtAfterPaint:
    "the same from first contentful paint on, a task that began before it counted from it (Lighthouse's TBT); reported, not judged",
  heap: 'CDP Performance.getMetrics JSHeapUsedSize after load and HeapProfiler.collectGarbage',
  interactions: `Event Timing (type "event", durationThreshold ${EVENT_DURATION_THRESHOLD_MS}, buffered): per repetition the largest duration among entries of the interaction; a repetition with no entry counts as ${EVENT_DURATION_THRESHOLD_MS} ms; p95 by nearest rank over all repetitions of all loads`,
  loads: 'each load in a fresh browser context (cold cache); load figures are the median over loads',
  firstResult:
    "the animation frame after the page kind's first result is in the DOM (search: first facility name; booking: first product; others: every island mounted), ms from navigation start",
  requests:
    'resource timing entries that started before the first result, plus the document; JS files among them',
  firstData: 'start of the first fetch/XHR to the API (not a .js/.css/.json file) before the first result',
  codeLoaded:
    "the latest responseEnd of the islands' code: the runtime's and each island entry's chunks with their static imports, from the served bundle's metafile.json (bench/codeFiles.ts)",
  browser: `Debian's Chromium, headless, driven by playwright-core; with ${EAGER_SOURCE_POSITIONS} unless options.eagerSourcePositions is false (bench/browser.ts: with the inspector attached, lazy positions re-parse whole chunks inside module evaluation, which a visitor's browser never does)`,
  floor: `bench/floor: the same loader and build with a text-only island (React and the runtime alone), served on its own port; targets: search first result ≤ ${START_TARGETS.searchVsFloor}× its time to mounted, first API call before the code is in`,
};

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  // A run over another network, or with the other source positions, is no "before" for this
  // one: its figures are not comparable. (A file from before the option measured lazily.)
  const previous = [readPrevious()].find(
    (run) =>
      run?.options.network?.name === options.network?.name &&
      (run?.options.eagerSourcePositions ?? false) === options.eagerSourcePositions,
  );
  const previousByKey = new Map(previous?.results.map((result) => [keyOf(result), result]));

  const loadAtStart = loadavg()[0] ?? 0;
  let server: RunningServer | undefined;
  let floor: FloorSite | undefined;
  let browser: Browser | undefined;
  const results: PageResult[] = [];
  const failures: string[] = [];
  let mapFigures: MapFigures[] = [];
  let longPageFigures: LongPageFigures[] = [];
  let speedIndex: Record<string, number> | undefined;
  try {
    [server, browser] = await Promise.all([
      startServer({ port: 0, host: '127.0.0.1', ...(options.bundle ? { assetsDir: options.bundle } : {}) }),
      launchBenchBrowser(options.eagerSourcePositions ? 'eager' : 'lazy'),
    ]);
    if (options.floor && options.pages.length > 0)
      floor = await startFloorSite(buildBrowserBundle, options.floorBundle);
    speedIndex = await measureSpeedIndex(browser, options.rates);
    console.info(
      `bench: ${options.pages.length} page(s) × CPU ${options.rates.join('×, ')}× × ${options.runs} load(s), ` +
        `${options.reps} repetitions per interaction; Chromium ${browser.version()}; ${server.url}` +
        `; network: ${options.network?.name ?? 'localhost, as it is'}` +
        `; source positions: ${options.eagerSourcePositions ? 'eager' : "lazy (V8's default)"}` +
        (previous ? `; comparing with the run of ${previous.createdAt}` : ''),
    );
    // A rate is a slowdown of this machine: what it emulated depends on the machine's speed.
    console.info(
      `machine speed (Lighthouse's BenchmarkIndex method; DevTools' mid-tier phone ≈ 1000, low-tier ≈ 264): ${options.rates
        .map((rate) => {
          const index = speedIndex?.[String(rate)] ?? Number.NaN;
          return `${rate}× ${index} (${deviceClassOf(index)})`;
        })
        .join(', ')}` +
        (previous?.machine.speedIndex
          ? `; the compared run: ${Object.entries(previous.machine.speedIndex)
              .map(([rate, index]) => `${rate}× ${index}`)
              .join(', ')}`
          : ''),
    );
    // The floor first, so that every page's first result prints as a multiple of it.
    const pagesCode = islandCodeFiles(options.bundle ?? DEFAULT_ASSETS_DIR);
    const sites = [
      ...(floor ? [{ page: FLOOR_ROUTE, url: floor.url, codeFiles: islandCodeFiles(floor.bundleDir) }] : []),
      ...options.pages.map((page) => ({ page, url: server?.url ?? '', codeFiles: pagesCode })),
    ];
    const floorAt = (rate: number) => results.find((r) => r.kind === 'floor' && r.rate === rate);
    // What the interactions change on the server (my parking's "delete customer" removes a
    // row per repetition) is put back before each page and rate: every measurement starts
    // from the seeded state, or a later rate runs out of rows to time.
    const seeded = new Map(server.backend.state.customers);
    for (const { page, url, codeFiles } of sites) {
      for (const rate of options.rates) {
        server.backend.state.customers = new Map(seeded);
        try {
          const result = await measurePage(browser, url, page, { ...options, rate, codeFiles });
          results.push(result);
          printPageResult(result, previousByKey.get(keyOf(result)), floorAt(rate));
        } catch (error) {
          // One page that cannot be measured must not lose the others' figures.
          const message = error instanceof Error ? error.message : String(error);
          failures.push(`${page} at ${rate}×: ${message.split('\n')[0]}`);
          console.error(`\n${page} — CPU ${rate}× — could not be measured: ${message}`);
        }
      }
    }
    if (options.longPage) {
      try {
        longPageFigures = await runLongPageBench(browser, server.url, options);
        console.info(formatLongPageFigures(longPageFigures));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`long page: ${message.split('\n')[0]}`);
        console.error(`\nThe long page could not be measured: ${message}`);
      }
    }
    if (options.mapSizes.length > 0) {
      try {
        mapFigures = await runMapBench(browser, options.mapSizes);
        printMapFigures(mapFigures);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`map benchmark: ${message.split('\n')[0]}`);
        console.error(`\nThe map benchmark could not be measured: ${message}`);
      }
    }
  } finally {
    await browser?.close();
    await server?.close();
    await floor?.close();
  }

  // The 1-minute load average: before the run it is other work only; at the end it also
  // holds this run's own browser (about one CPU).
  const loadAtEnd = loadavg()[0] ?? 0;
  const cores = cpus().length;
  if (loadAtStart > cores / 2 || loadAtEnd > cores + 1) {
    console.warn(
      `\nThe machine was busy (load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, ` +
        `${cores} CPUs): other work competed with the browser, so figures may be higher than the pages deserve. ` +
        'Compare runs made on a quiet machine.',
    );
  }

  if (results.length > 0) {
    console.info(
      `\nStart-up and responsiveness per page, beside the floor page (first result as its multiple):`,
    );
    console.info(formatSummary(results));
  }

  const judged = verdicts(results);
  const failed = judged.filter((verdict) => verdict.result === 'FAIL');
  console.info(
    `\nTargets at ${TARGET_RATE}× (CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, every interaction p95 ≤ ${TARGETS.interactionP95Ms} ms) ` +
      `and at every rate (search's first result ≤ ${START_TARGETS.searchVsFloor}× the floor's, first API call before the code is in): ` +
      (judged.length === 0
        ? `none judged (no page measured at ${TARGET_RATE}×).`
        : `${judged.length - failed.length} pass, ${failed.length} fail.`),
  );
  for (const verdict of failed) console.info(`  FAIL  ${verdict.page}  ${verdict.measure}`);

  const file: BenchFile = {
    schema: 1,
    createdAt: new Date().toISOString(),
    chromium: browser?.version() ?? '',
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      ...(speedIndex ? { speedIndex } : {}),
    },
    options,
    method: METHOD,
    targetsAtRate: TARGET_RATE,
    targets: TARGETS,
    results,
    failed: failures,
  };
  if (mapFigures.length > 0) {
    const mapFile = `${RESULTS_DIR}map-latest.json`;
    writeFileSync(
      mapFile,
      `${JSON.stringify({ createdAt: new Date().toISOString(), figures: mapFigures }, null, 2)}\n`,
    );
    console.info(`\nMap benchmark figures: ${mapFile}`);
  }
  if (longPageFigures.length > 0) {
    const longFile = `${RESULTS_DIR}long-page-latest.json`;
    writeFileSync(
      longFile,
      `${JSON.stringify({ createdAt: new Date().toISOString(), network: options.network?.name ?? 'localhost', figures: longPageFigures }, null, 2)}\n`,
    );
    console.info(`\nLong page figures: ${longFile}`);
  }
  if (results.length > 0) {
    if (existsSync(LATEST)) renameSync(LATEST, PREVIOUS);
    writeFileSync(LATEST, `${JSON.stringify(file, null, 2)}\n`);
    console.info(
      `\nResults: ${LATEST}${previous ? ` (the run before it: ${PREVIOUS})` : ''}. The benchmark reports; it does not gate.`,
    );
  } else {
    console.warn(`\nNothing was measured: ${RESULTS_DIR} is left as it was.`);
  }
  if (failures.length > 0) {
    console.error(
      `\nbench: ${failures.length} measurement(s) failed:\n${failures.map((f) => `  ${f}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`bench: ${error.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error('bench crashed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
