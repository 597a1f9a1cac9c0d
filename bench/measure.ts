/**
 * The measuring code of `npm run bench`, shared with the smoke run in `npm test`
 * (tests/browser/bench-smoke.browser.test.ts): it drives a page and collects its figures.
 * The figures' arithmetic is in statistics.ts, the tables in report.ts; how each figure is
 * measured is explained in bench/README.md.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { BENCH_VIEWPORT } from './browser';
import {
  FIRST_RESULT,
  INTERACTIONS,
  type Interaction,
  type PageKind,
  pageKind,
  type Step,
} from './interactions';
import { emulateDevice, type NetworkProfile } from './network';
import { ISLANDS_SETTLED, pollInPage } from './pagePoll';
import { clsOf, median, p95, tbtAfterPaintOf, tbtOf } from './statistics';

/** Event Timing reports no entry for an event shorter than this (its minimum threshold). */
export const EVENT_DURATION_THRESHOLD_MS = 16;
/** A page has settled once no long task has run for this long. */
const QUIET_MS = 500;
const STEP_TIMEOUT_MS = 5_000;

export interface MeasureOptions {
  /** CPU slowdown (1 = none), through CDP Emulation.setCPUThrottlingRate. */
  rate: number;
  /** Page loads, each in a fresh browser context (cold cache); load figures are their median. */
  runs: number;
  /** Repetitions of each interaction per page load; p95 is over all loads' repetitions. */
  reps: number;
  /** Island name → the files of its code in the served bundle (codeFiles.ts), for "code in". */
  codeFiles?: Record<string, string[]>;
  /** A network's latency and bandwidth (network.ts); none: localhost as it is. */
  network?: NetworkProfile;
}

/** The figures of one page load. */
export interface LoadFigures {
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  /** Cumulative layout shift: the largest session window (see clsOf), load and interactions. */
  cls: number;
  /** The same shifts simply summed (for reference). */
  clsSum: number;
  /** Layout shift of the load alone (largest session window before the first interaction). */
  clsLoad: number;
  /** Total blocking time, ms: over long tasks from navigation to settled, duration − 50 ms. */
  tbtMs: number;
  /** The same from first contentful paint on, as Lighthouse counts it (reported, not judged). */
  tbtAfterPaintMs: number;
  longTasks: number;
  /** JS heap in use after load and a forced garbage collection, bytes. */
  heapBytes: number;
  /** Islands that ended in `data-nordpark-state="error"` (their figures are not the island's). */
  islandErrors: string[];
  /** The start-up path to the first result; see StartFigures. */
  start: StartFigures;
}

/**
 * How a page got to its first result: the frame that shows the page kind's first result (the
 * search's first facility name, the booking flow's first product; on other pages every island
 * mounted), ms from navigation start, and what was fetched before it.
 */
export interface StartFigures {
  firstResultMs: number;
  /** Requests started before the first result, the document included. */
  requests: number;
  /** JavaScript files among them. */
  jsFiles: number;
  /** When the first API call started (NaN: none before the first result). */
  firstDataMs: number;
  /**
   * When the islands' code was in: the last of the runtime's and the island entries' chunks
   * with their static imports (codeFiles.ts) to arrive. A first API call that starts before it
   * was fetched while the code arrived, not after.
   */
  codeLoadedMs: number;
}

export type InteractionResult =
  | {
      name: string;
      status: 'measured';
      /** One latency per repetition, ms: the largest Event Timing duration of the interaction. */
      samples: number[];
      /** Repetitions with no entry (faster than 16 ms): counted as 16 ms, an upper bound. */
      belowThreshold: number;
      p95Ms: number;
      /** Loads in which it could not be measured, and why ("not on page", "not visible"). */
      missedLoads?: string[];
    }
  | { name: string; status: 'n/a'; reason: string }
  | { name: string; status: 'error'; error: string; samples: number[] };

export interface PageResult {
  page: string;
  kind: PageKind;
  rate: number;
  runs: number;
  reps: number;
  lcpMs: number;
  cls: number;
  clsSum: number;
  clsLoad: number;
  tbtMs: number;
  tbtAfterPaintMs: number;
  heapBytes: number;
  /** Medians over the loads, each figure on its own. */
  start: StartFigures;
  perRun: LoadFigures[];
  interactions: InteractionResult[];
}

// ---------------------------------------------------------------- in the page

interface BenchState {
  /** The frame that showed the first result (or every island mounted); NaN until then. */
  firstResult: number;
  lcp: number[];
  shifts: { t: number; value: number }[];
  longTasks: { t: number; d: number }[];
  lastLongTaskEnd: number;
  /** First contentful paint, ms from navigation start; NaN until then. */
  fcp: number;
  events: { name: string; id: number; t: number; d: number }[];
}

type BenchWindow = Window & { __npBench?: BenchState };

/**
 * Runs in the page before any of its scripts (addInitScript), so the long-task observer,
 * which has no buffer, sees the whole load. Must be self-contained: it is serialised.
 */
function installObservers({ threshold, result }: { threshold: number; result: string | null }): void {
  if (window !== window.top) return;
  const state: BenchState = {
    firstResult: Number.NaN,
    lcp: [],
    shifts: [],
    longTasks: [],
    lastLongTaskEnd: 0,
    fcp: Number.NaN,
    events: [],
  };
  (window as BenchWindow).__npBench = state;
  // Every request of the load is counted, however many map tiles it asks for.
  performance.setResourceTimingBufferSize(5000);
  // The first result: when it is in the DOM, the next frame is the one that shows it.
  const shown = () => {
    if (result !== null) return document.querySelector(result) !== null;
    const islands = [...document.querySelectorAll('[data-nordpark]')];
    return islands.length > 0 && islands.every((el) => el.getAttribute('data-nordpark-state') === 'mounted');
  };
  const watcher = new MutationObserver(() => {
    if (!shown()) return;
    watcher.disconnect();
    requestAnimationFrame(() => {
      state.firstResult = performance.now();
    });
  });
  watcher.observe(document, { childList: true, subtree: true, attributes: true });
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void, init: object = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry);
      }).observe({ type, buffered: true, ...init });
    } catch {
      // An entry type this browser lacks leaves its figure empty (NaN), never invented.
    }
  };
  observe('largest-contentful-paint', (entry) => state.lcp.push(entry.startTime));
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) state.shifts.push({ t: shift.startTime, value: shift.value });
  });
  observe('longtask', (entry) => {
    state.longTasks.push({ t: entry.startTime, d: entry.duration });
    state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, entry.startTime + entry.duration);
  });
  observe(
    'event',
    (entry) => {
      const event = entry as PerformanceEntry & { interactionId?: number };
      state.events.push({
        name: event.name,
        id: event.interactionId ?? 0,
        t: event.startTime,
        d: event.duration,
      });
    },
    { durationThreshold: threshold },
  );
}

function benchState(): BenchState {
  const state = (window as BenchWindow).__npBench;
  if (!state) throw new Error('bench observers are not installed on this page');
  return state;
}

// ---------------------------------------------------------------- figures

// ---------------------------------------------------------------- driving the page

async function runStep(page: Page, step: Step): Promise<void> {
  const timeout = STEP_TIMEOUT_MS;
  if ('click' in step) await page.locator(step.click).first().click({ timeout });
  else if ('press' in step) await page.locator(step.on).first().press(step.press, { timeout });
  else if ('key' in step) await page.keyboard.press(step.key);
  else if ('fill' in step) await page.locator(step.fill).first().fill(step.value, { timeout });
  else if ('waitFor' in step) await page.locator(step.waitFor).first().waitFor({ state: 'visible', timeout });
  else if ('pauseMs' in step) await page.waitForTimeout(step.pauseMs);
  else await page.locator(step.gone).first().waitFor({ state: 'hidden', timeout });
}

/**
 * Readies the timed step the way a visitor comes to it, untimed, and returns it as bare input
 * (CDP mouse and keyboard events, nothing of playwright-core's in the page while it runs):
 * a click's target is scrolled into view, painted, and checked to be what a press at its
 * centre hits; a key press's target is focused, as a keyboard user tabs to it. Playwright's
 * own click scrolls its target into view in the same millisecond as it presses, so the frames
 * that laid out what the scroll uncovered (cards far from the view are not laid out:
 * content-visibility) counted as the click's latency: show more read 120–144 ms at 4× CPU
 * where the same click on a button already in view reads 32–56. Its click also runs its
 * hit-target listeners inside the timed events (~10 ms at 4× CPU).
 */
async function readyStep(page: Page, step: Step): Promise<() => Promise<void>> {
  const timeout = STEP_TIMEOUT_MS;
  if ('click' in step) {
    const target = page.locator(step.click).first();
    await target.scrollIntoViewIfNeeded({ timeout });
    // Where a press at its centre lands, read with the check that it hits the target, in one
    // go; tried again while something still covers it (an overlay fading out after a reset).
    const deadline = Date.now() + timeout;
    for (;;) {
      const hit = await target.evaluate((element): { x: number; y: number } | { covered: string } => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const top = document.elementFromPoint(x, y);
        if (top !== null && (element === top || element.contains(top))) return { x, y };
        // What is there instead, for the error: the element and its two nearest ancestors (no
        // named helper: the bundler would wrap it in one the page does not have).
        return {
          covered: [top, top?.parentElement, top?.parentElement?.parentElement]
            .map((each) =>
              each
                ? `${each.tagName.toLowerCase()}${each.id ? `#${each.id}` : ''}.${[...each.classList].join('.')}`
                : '',
            )
            .join(' < '),
        };
      });
      if ('x' in hit) {
        // The pointer comes to it first, as a visitor's does: hover work is not the click's.
        await page.mouse.move(hit.x, hit.y);
        await settleFrame(page);
        return () => page.mouse.click(hit.x, hit.y);
      }
      if (Date.now() > deadline)
        throw new Error(
          `${step.click} is covered at its centre by ${hit.covered || 'nothing (outside the window)'}: a click there would hit something else`,
        );
      await page.waitForTimeout(100);
    }
  }
  if ('press' in step) {
    const target = page.locator(step.on).first();
    await target.focus({ timeout });
    // Focus on a map's marker pans the map to it (Leaflet's autoPanOnFocus, a ~250 ms
    // animation): the key comes once the map is still, as a keyboard user reads first.
    if (await target.evaluate((element) => element.closest('.leaflet-container') !== null))
      await page.waitForTimeout(400);
    await settleFrame(page);
    return () => page.keyboard.press(step.press);
  }
  return () => runStep(page, step);
}

/** Waits for two frames and a short pause: the page has painted what the last step did. */
async function settleFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30))),
      ),
  );
}

/**
 * Times one repetition: the Event Timing entries of interactions that started after `since`
 * arrive after the next paint; the latency is the largest duration among them. Null when
 * none arrives, which means every event of the interaction took under the 16 ms threshold.
 */
async function latencySince(page: Page, since: number): Promise<number | null> {
  return page.evaluate(async (from) => {
    const state = (window as Window & { __npBench?: { events: { id: number; t: number; d: number }[] } })
      .__npBench;
    if (!state) throw new Error('bench observers are not installed on this page');
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const mine = () => state.events.filter((event) => event.id > 0 && event.t >= from);
    const deadline = performance.now() + 500;
    while (mine().length === 0 && performance.now() < deadline) await wait(25);
    if (mine().length === 0) return null;
    // A key's keyup may be reported a frame after its keydown: give it that frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await wait(50);
    return Math.max(...mine().map((event) => event.d));
  }, since);
}

interface InteractionRun {
  name: string;
  status: 'measured' | 'n/a' | 'error';
  reason?: string;
  samples: number[];
  belowThreshold: number;
}

async function runInteraction(page: Page, interaction: Interaction, reps: number): Promise<InteractionRun> {
  const run: InteractionRun = { name: interaction.name, status: 'measured', samples: [], belowThreshold: 0 };
  const target = page.locator(interaction.target).first();
  if ((await target.count()) === 0) return { ...run, status: 'n/a', reason: 'not on page' };
  if (!(await target.isVisible())) return { ...run, status: 'n/a', reason: 'not visible' };
  const repetitions = Math.min(reps, interaction.maxRepetitions ?? reps);
  // Untimed steps are followed by a painted frame so their work never counts in the next
  // repetition; latencySince itself returns only after the timed step's frames.
  const stepsThenFrame = async (steps: readonly Step[] | undefined) => {
    if (!steps?.length) return;
    for (const step of steps) await runStep(page, step);
    await settleFrame(page);
  };
  try {
    await settleFrame(page);
    for (let i = 0; i < repetitions; i++) {
      // A page can run out of what the interaction acts on (show more after the last page of a
      // short list): the repetitions measured so far stand, no step waits for it.
      if (i > 0 && !(await target.isVisible())) break;
      await stepsThenFrame(interaction.prepare);
      const act = await readyStep(page, interaction.act);
      const since = await page.evaluate(() => performance.now());
      await act();
      const latency = await latencySince(page, since);
      if (latency === null) run.belowThreshold++;
      run.samples.push(latency ?? EVENT_DURATION_THRESHOLD_MS);
      await stepsThenFrame(interaction.reset);
    }
  } catch (error) {
    return {
      ...run,
      status: 'error',
      reason: (error instanceof Error ? error.message : String(error)).split('\n')[0],
    };
  }
  return run;
}

/** Runs in the page once it settled: what was fetched before the first result. */
function startFigures(codeFiles: Record<string, string[]>): StartFigures {
  const state = (window as Window & { __npBench?: { firstResult: number } }).__npBench;
  const firstResultMs = state?.firstResult ?? Number.NaN;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const before = entries.filter((entry) => entry.startTime < firstResultMs);
  const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
  const isJs = (entry: PerformanceResourceTiming) => /\.m?js$/.test(path(entry));
  const isData = (entry: PerformanceResourceTiming) =>
    (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') &&
    !/\.(m?js|css|json|map)$/.test(path(entry));
  const js = before.filter(isJs);
  const data = before.filter(isData);
  // The islands' code: the runtime's and each island entry's chunks with their static imports.
  const islands = new Set(
    [...document.querySelectorAll('[data-nordpark]')].map((el) => el.getAttribute('data-nordpark')),
  );
  const files = [...islands].flatMap((island) => codeFiles[island ?? ''] ?? []);
  const code = js.filter((entry) => files.some((file) => path(entry).endsWith(`/${file}`)));
  return {
    firstResultMs,
    requests: before.length + 1,
    jsFiles: js.length,
    firstDataMs: data.length ? Math.min(...data.map((entry) => entry.startTime)) : Number.NaN,
    codeLoadedMs: code.length ? Math.max(...code.map((entry) => entry.responseEnd)) : Number.NaN,
  };
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** The page went `quiet` ms without a long task, after its load event. */
function quietFor(quiet: number): string {
  return `() => {
    const state = window.__npBench;
    const now = performance.now();
    return document.readyState === 'complete' && now > ${quiet} && now - (state?.lastLongTaskEnd ?? 0) > ${quiet};
  }`;
}

async function waitForIslandsAndQuiet(page: Page, cdp: CDPSession): Promise<void> {
  if (!(await pollInPage(cdp, ISLANDS_SETTLED, { timeoutMs: 30_000, intervalMs: 50 }))) {
    const states = await page.$$eval('[data-nordpark]', (els) =>
      els.map(
        (el) => `${el.getAttribute('data-nordpark')}=${el.getAttribute('data-nordpark-state') ?? '(none)'}`,
      ),
    );
    throw new Error(
      `islands not mounted after 30 s (${states.join(', ')}); is the bundle built and nordpark.js served?`,
    );
  }
  if (!(await pollInPage(cdp, quietFor(QUIET_MS), { timeoutMs: 30_000, intervalMs: 100 })))
    throw new Error(`the page never went ${QUIET_MS} ms without a long task within 30 s of mounting`);
}

/** One cold page load at the given CPU rate: its load figures and its interactions' samples. */
async function measureLoad(
  browser: Browser,
  url: string,
  kind: PageKind,
  { rate, reps, codeFiles, network }: MeasureOptions,
): Promise<{ figures: LoadFigures; interactions: InteractionRun[] }> {
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
  try {
    // tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(…)`; the
    // functions this file hands to the page need that helper there too.
    await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await context.addInitScript(installObservers, {
      threshold: EVENT_DURATION_THRESHOLD_MS,
      result: FIRST_RESULT[kind],
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await emulateDevice(cdp, rate, network);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await waitForIslandsAndQuiet(page, cdp);

    const load = await page.evaluate(benchState);
    const start = await page.evaluate(startFigures, codeFiles ?? {});
    const islandErrors = await page.$$eval('[data-nordpark][data-nordpark-state="error"]', (els) =>
      els.map((el) => `${el.getAttribute('data-nordpark')}: ${(el.textContent ?? '').trim().slice(0, 80)}`),
    );
    const heapBytes = await heapUsed(cdp);
    const runs: InteractionRun[] = [];
    for (const interaction of INTERACTIONS[kind]) runs.push(await runInteraction(page, interaction, reps));
    const visit = await page.evaluate(benchState);

    return {
      figures: {
        lcpMs: load.lcp.at(-1) ?? Number.NaN,
        cls: clsOf(visit.shifts),
        clsSum: visit.shifts.reduce((sum, shift) => sum + shift.value, 0),
        clsLoad: clsOf(load.shifts),
        tbtMs: tbtOf(load.longTasks),
        tbtAfterPaintMs: tbtAfterPaintOf(load.longTasks, load.fcp),
        longTasks: load.longTasks.length,
        heapBytes,
        islandErrors,
        start,
      },
      interactions: runs,
    };
  } finally {
    await context.close();
  }
}

/** Measures one demo page (`route`, e.g. `/se/date-field`) on the demo server at `baseUrl`. */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  route: string,
  options: MeasureOptions,
): Promise<PageResult> {
  const kind = pageKind(route);
  const interactions = INTERACTIONS[kind];
  const loads: Awaited<ReturnType<typeof measureLoad>>[] = [];
  for (let run = 0; run < options.runs; run++) {
    loads.push(await measureLoad(browser, `${baseUrl}${route}`, kind, options));
  }
  const perRun = loads.map((load) => load.figures);
  const mid = (pick: (figures: LoadFigures) => number) => median(perRun.map(pick));
  // A figure some loads lack (no API call before the first result) is the median of the others.
  const midOf = (pick: (figures: StartFigures) => number) =>
    median(perRun.map((f) => pick(f.start)).filter(Number.isFinite));
  return {
    page: route,
    kind,
    rate: options.rate,
    runs: options.runs,
    reps: options.reps,
    lcpMs: mid((f) => f.lcpMs),
    cls: mid((f) => f.cls),
    clsSum: mid((f) => f.clsSum),
    clsLoad: mid((f) => f.clsLoad),
    tbtMs: mid((f) => f.tbtMs),
    tbtAfterPaintMs: mid((f) => f.tbtAfterPaintMs),
    heapBytes: mid((f) => f.heapBytes),
    start: {
      firstResultMs: midOf((f) => f.firstResultMs),
      requests: midOf((f) => f.requests),
      jsFiles: midOf((f) => f.jsFiles),
      firstDataMs: midOf((f) => f.firstDataMs),
      codeLoadedMs: midOf((f) => f.codeLoadedMs),
    },
    perRun,
    interactions: interactions.map((interaction) => poolInteraction(interaction.name, loads)),
  };
}

/** One interaction over all loads: measured if any load measured it, else its error or n/a. */
function poolInteraction(
  name: string,
  loads: readonly { interactions: readonly InteractionRun[] }[],
): InteractionResult {
  const runs = loads.flatMap((load) => load.interactions.filter((run) => run.name === name));
  const samples = runs.flatMap((run) => run.samples);
  const failed = runs.find((run) => run.status === 'error');
  if (failed) return { name, status: 'error', error: failed.reason ?? 'failed', samples };
  if (runs.some((run) => run.status === 'measured') && samples.length > 0) {
    const belowThreshold = runs.reduce((sum, run) => sum + run.belowThreshold, 0);
    const missed = runs.filter((run) => run.status === 'n/a').map((run) => run.reason ?? 'n/a');
    return {
      name,
      status: 'measured',
      samples,
      belowThreshold,
      p95Ms: p95(samples),
      ...(missed.length ? { missedLoads: missed } : {}),
    };
  }
  return { name, status: 'n/a', reason: runs[0]?.reason ?? 'not on page' };
}
