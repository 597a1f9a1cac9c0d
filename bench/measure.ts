/**
 * The measuring code of `npm run bench`, shared with the smoke run in `npm test`
 * (tests/browser/bench-smoke.browser.test.ts). How each figure is measured is explained in
 * bench/README.md; the comments here say what the code does.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { islandsSettled } from '../tests/browser/support/pageWatch';
import { INTERACTIONS, type Interaction, type PageKind, pageKind, type Step } from './interactions';

/** Targets of issue 4 at 4× CPU slowdown. */
export const TARGET_RATE = 4;
export const TARGETS = { cls: 0.02, tbtMs: 200, interactionP95Ms: 100 } as const;

/** Event Timing reports no entry for an event shorter than this (its minimum threshold). */
export const EVENT_DURATION_THRESHOLD_MS = 16;
/** A page has settled once no long task has run for this long. */
const QUIET_MS = 500;
const STEP_TIMEOUT_MS = 5_000;
const VIEWPORT = { width: 1280, height: 720 };

export interface MeasureOptions {
  /** CPU slowdown (1 = none), through CDP Emulation.setCPUThrottlingRate. */
  rate: number;
  /** Page loads, each in a fresh browser context (cold cache); load figures are their median. */
  runs: number;
  /** Repetitions of each interaction per page load; p95 is over all loads' repetitions. */
  reps: number;
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
  longTasks: number;
  /** JS heap in use after load and a forced garbage collection, bytes. */
  heapBytes: number;
  /** Islands that ended in `data-nordpark-state="error"` (their figures are not the island's). */
  islandErrors: string[];
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
  heapBytes: number;
  perRun: LoadFigures[];
  interactions: InteractionResult[];
}

// ---------------------------------------------------------------- in the page

interface BenchState {
  lcp: number[];
  shifts: { t: number; value: number }[];
  longTasks: { t: number; d: number }[];
  lastLongTaskEnd: number;
  events: { name: string; id: number; t: number; d: number }[];
}

type BenchWindow = Window & { __npBench?: BenchState };

/**
 * Runs in the page before any of its scripts (addInitScript), so the long-task observer,
 * which has no buffer, sees the whole load. Must be self-contained: it is serialised.
 */
function installObservers(threshold: number): void {
  if (window !== window.top) return;
  const state: BenchState = { lcp: [], shifts: [], longTasks: [], lastLongTaskEnd: 0, events: [] };
  (window as BenchWindow).__npBench = state;
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

/**
 * CLS as Core Web Vitals defines it: shifts (without recent input) are grouped into session
 * windows — a gap under 1 s continues a window, a window lasts at most 5 s — and the largest
 * window's sum is the figure.
 */
export function clsOf(shifts: readonly { t: number; value: number }[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const { t, value } of [...shifts].sort((a, b) => a.t - b.t)) {
    if (t - previous < 1_000 && t - windowStart < 5_000) {
      current += value;
    } else {
      current = value;
      windowStart = t;
    }
    previous = t;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Total blocking time: each long task's time beyond 50 ms, summed. */
export function tbtOf(longTasks: readonly { d: number }[]): number {
  return longTasks.reduce((sum, task) => sum + Math.max(0, task.d - 50), 0);
}

/** The 95th percentile by nearest rank: the smallest sample ≥ 95 % of all samples. */
export function p95(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? Number.NaN) + high) / 2;
}

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
      await stepsThenFrame(interaction.prepare);
      const since = await page.evaluate(() => performance.now());
      await runStep(page, interaction.act);
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

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

async function waitForIslandsAndQuiet(page: Page): Promise<void> {
  await page.waitForFunction(islandsSettled, undefined, { timeout: 30_000 }).catch(async () => {
    const states = await page.$$eval('[data-nordpark]', (els) =>
      els.map(
        (el) => `${el.getAttribute('data-nordpark')}=${el.getAttribute('data-nordpark-state') ?? '(none)'}`,
      ),
    );
    throw new Error(
      `islands not mounted after 30 s (${states.join(', ')}); is the bundle built and nordpark.js served?`,
    );
  });
  await page
    .waitForFunction(
      (quiet) => {
        const state = (window as Window & { __npBench?: { lastLongTaskEnd: number } }).__npBench;
        const now = performance.now();
        return (
          document.readyState === 'complete' && now > quiet && now - (state?.lastLongTaskEnd ?? 0) > quiet
        );
      },
      QUIET_MS,
      { polling: 100, timeout: 30_000 },
    )
    .catch(() => {
      throw new Error(`the page never went ${QUIET_MS} ms without a long task within 30 s of mounting`);
    });
}

/** One cold page load at the given CPU rate: its load figures and its interactions' samples. */
async function measureLoad(
  browser: Browser,
  url: string,
  interactions: readonly Interaction[],
  { rate, reps }: MeasureOptions,
): Promise<{ figures: LoadFigures; interactions: InteractionRun[] }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    // tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(…)`; the
    // functions this file hands to the page need that helper there too.
    await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await context.addInitScript(installObservers, EVENT_DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await waitForIslandsAndQuiet(page);

    const load = await page.evaluate(benchState);
    const islandErrors = await page.$$eval('[data-nordpark][data-nordpark-state="error"]', (els) =>
      els.map((el) => `${el.getAttribute('data-nordpark')}: ${(el.textContent ?? '').trim().slice(0, 80)}`),
    );
    const heapBytes = await heapUsed(cdp);
    const runs: InteractionRun[] = [];
    for (const interaction of interactions) runs.push(await runInteraction(page, interaction, reps));
    const visit = await page.evaluate(benchState);

    return {
      figures: {
        lcpMs: load.lcp.at(-1) ?? Number.NaN,
        cls: clsOf(visit.shifts),
        clsSum: visit.shifts.reduce((sum, shift) => sum + shift.value, 0),
        clsLoad: clsOf(load.shifts),
        tbtMs: tbtOf(load.longTasks),
        longTasks: load.longTasks.length,
        heapBytes,
        islandErrors,
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
    loads.push(await measureLoad(browser, `${baseUrl}${route}`, interactions, options));
  }
  const perRun = loads.map((load) => load.figures);
  const mid = (pick: (figures: LoadFigures) => number) => median(perRun.map(pick));
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
    heapBytes: mid((f) => f.heapBytes),
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

// ---------------------------------------------------------------- report

export type Verdict = 'pass' | 'FAIL' | '';

export interface Row {
  measure: string;
  value: string;
  previous?: string;
  change?: string;
  target: string;
  result: Verdict;
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const shift = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '—');
const mib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : '—');

function change(now: number, before: number | undefined, format: (delta: number) => string): string {
  if (before === undefined || !Number.isFinite(now) || !Number.isFinite(before)) return '';
  const delta = now - before;
  const text = format(Math.abs(delta));
  return delta === 0 || /^0(\.0+)?( |$)/.test(text) ? '±0' : `${delta > 0 ? '+' : '−'}${text}`;
}

const judge = (applies: boolean, ok: boolean): Verdict => (applies ? (ok ? 'pass' : 'FAIL') : '');

function interactionValue(result: InteractionResult): string {
  if (result.status === 'n/a') return `n/a (${result.reason})`;
  if (result.status === 'error') return `error: ${result.error}`;
  const under = result.belowThreshold === result.samples.length ? '≤ ' : '';
  const missed = result.missedLoads?.length
    ? `; n/a in ${result.missedLoads.length} load(s): ${[...new Set(result.missedLoads)].join(', ')}`
    : '';
  return `${under}${ms(result.p95Ms)} p95 (n=${result.samples.length}${missed})`;
}

/** The rows of one page at one CPU rate, beside a previous run's figures when given. */
export function rowsOf(result: PageResult, previous?: PageResult): Row[] {
  const atTarget = result.rate === TARGET_RATE;
  const rows: Row[] = [
    {
      measure: 'LCP',
      value: ms(result.lcpMs),
      previous: previous && ms(previous.lcpMs),
      change: change(result.lcpMs, previous?.lcpMs, ms),
      target: '',
      result: '',
    },
    {
      measure: 'CLS',
      value: shift(result.cls),
      previous: previous && shift(previous.cls),
      change: change(result.cls, previous?.cls, shift),
      target: atTarget ? `≤ ${TARGETS.cls}` : '',
      result: judge(atTarget, result.cls <= TARGETS.cls),
    },
    {
      measure: 'TBT',
      value: ms(result.tbtMs),
      previous: previous && ms(previous.tbtMs),
      change: change(result.tbtMs, previous?.tbtMs, ms),
      target: atTarget ? `≤ ${TARGETS.tbtMs} ms` : '',
      result: judge(atTarget, result.tbtMs <= TARGETS.tbtMs),
    },
    {
      measure: 'JS heap',
      value: mib(result.heapBytes),
      previous: previous && mib(previous.heapBytes),
      change: change(result.heapBytes, previous?.heapBytes, mib),
      target: '',
      result: '',
    },
  ];
  for (const interaction of result.interactions) {
    const before = previous?.interactions.find((other) => other.name === interaction.name);
    const measured = interaction.status === 'measured';
    const judged = atTarget && interaction.status !== 'n/a';
    rows.push({
      measure: interaction.name,
      value: interactionValue(interaction),
      previous: before && (before.status === 'measured' ? ms(before.p95Ms) : before.status),
      change:
        measured && before?.status === 'measured' ? change(interaction.p95Ms, before.p95Ms, ms) : undefined,
      target: judged ? `≤ ${TARGETS.interactionP95Ms} ms p95` : '',
      result: judge(judged, measured && interaction.p95Ms <= TARGETS.interactionP95Ms),
    });
  }
  return rows;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `  ${cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()}`;
  return [line(headers), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)];
}

/** A readable table of one page at one CPU rate (with the previous run beside it if given). */
export function formatPageResult(result: PageResult, previous?: PageResult): string {
  const rows = rowsOf(result, previous);
  const compare = previous !== undefined;
  const headers = compare
    ? ['measure', 'value', 'previous', 'change', 'target', 'result']
    : ['measure', 'value', 'target', 'result'];
  const cells = rows.map((row) =>
    compare
      ? [row.measure, row.value, row.previous ?? '', row.change ?? '', row.target, row.result]
      : [row.measure, row.value, row.target, row.result],
  );
  const title = `${result.page} — ${result.kind} page — CPU ${result.rate}× — ${result.runs} load${
    result.runs === 1 ? '' : 's'
  } (median), ${result.reps} repetitions per interaction per load`;
  const broken = result.perRun.filter((load) => load.islandErrors.length > 0);
  const warning = broken.length
    ? [
        `  ! an island failed to mount in ${broken.length} of ${result.runs} load(s): ${[
          ...new Set(broken.flatMap((load) => load.islandErrors)),
        ].join('; ')}`,
      ]
    : [];
  return [title, ...table(headers, cells), ...warning].join('\n');
}

/** Prints one page's table (what `npm run bench` prints for each page and CPU rate). */
export function printPageResult(result: PageResult, previous?: PageResult): void {
  console.info(`\n${formatPageResult(result, previous)}`);
}

/** Every target verdict of a set of results, for the closing summary. */
export function verdicts(
  results: readonly PageResult[],
): { page: string; measure: string; result: Verdict }[] {
  return results.flatMap((result) =>
    rowsOf(result)
      .filter((row) => row.result !== '')
      .map((row) => ({ page: result.page, measure: row.measure, result: row.result })),
  );
}
