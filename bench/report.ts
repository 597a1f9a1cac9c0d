// The benchmark's report: each page's figures as a table beside the previous run's, judged
// against the targets at the target CPU rate; what `npm run bench` prints.
import type { InteractionResult, PageResult } from './measure';

/** The performance targets at 4× CPU slowdown (docs/performance.md). */
export const TARGET_RATE = 4;
export const TARGETS = { cls: 0.02, tbtMs: 200, interactionP95Ms: 100 } as const;
/**
 * The start-up targets, at every CPU rate: the search's first result within this many
 * times the floor page's time to mounted, and a page's first API call started before the last
 * of its start-up code had arrived.
 */
export const START_TARGETS = { searchVsFloor: 1.4 } as const;
const SEARCH_KINDS: readonly string[] = ['search', 'search-simple'];

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

const ratio = (value: number, floor: number | undefined) =>
  floor !== undefined && Number.isFinite(value) && floor > 0 ? value / floor : Number.NaN;

/** The start-up rows: first result (× the floor page), what was fetched before it, the API call. */
function startRows(
  result: PageResult,
  previous: PageResult | undefined,
  floor: PageResult | undefined,
): Row[] {
  const { start } = result;
  const times = ratio(start.firstResultMs, floor?.start.firstResultMs);
  const judgedRatio = SEARCH_KINDS.includes(result.kind) && Number.isFinite(times);
  const hasData = Number.isFinite(start.firstDataMs);
  const lead = start.firstResultMs - start.firstDataMs;
  return [
    {
      measure: 'first result',
      value: `${ms(start.firstResultMs)}${Number.isFinite(times) ? ` (${times.toFixed(2)}× floor)` : ''}`,
      previous: previous && ms(previous.start.firstResultMs),
      change: change(start.firstResultMs, previous?.start.firstResultMs, ms),
      target: judgedRatio ? `≤ ${START_TARGETS.searchVsFloor}× floor` : '',
      result: judge(judgedRatio, times <= START_TARGETS.searchVsFloor),
    },
    {
      measure: 'requests before it',
      value: `${start.requests} (${start.jsFiles} JS)`,
      previous: previous && `${previous.start.requests} (${previous.start.jsFiles} JS)`,
      target: '',
      result: '',
    },
    {
      measure: 'first API call',
      value: hasData
        ? `${ms(start.firstDataMs)}, ${ms(lead)} before it; code in at ${ms(start.codeLoadedMs)}`
        : 'none before it',
      previous: previous && ms(previous.start.firstDataMs),
      target: hasData ? 'before the code is in' : '',
      result: judge(hasData, start.firstDataMs < start.codeLoadedMs),
    },
  ];
}

/**
 * The rows of one page at one CPU rate, beside a previous run's figures when given, and its
 * first result as a ratio of the floor page's at the same rate.
 */
export function rowsOf(result: PageResult, previous?: PageResult, floor?: PageResult): Row[] {
  const atTarget = result.rate === TARGET_RATE;
  const rows: Row[] = [
    ...startRows(result, previous, floor),
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
      measure: 'TBT from first paint',
      value: `${ms(result.tbtAfterPaintMs)} (Lighthouse's; not judged)`,
      previous: previous && ms(previous.tbtAfterPaintMs),
      change: change(result.tbtAfterPaintMs, previous?.tbtAfterPaintMs, ms),
      target: '',
      result: '',
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
export function formatPageResult(result: PageResult, previous?: PageResult, floor?: PageResult): string {
  const rows = rowsOf(result, previous, floor);
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
export function printPageResult(result: PageResult, previous?: PageResult, floor?: PageResult): void {
  console.info(`\n${formatPageResult(result, previous, floor)}`);
}

/** Every target verdict of a set of results, for the closing summary. */
export function verdicts(
  results: readonly PageResult[],
): { page: string; measure: string; result: Verdict }[] {
  const floorAt = (rate: number) => results.find((r) => r.kind === 'floor' && r.rate === rate);
  return results.flatMap((result) =>
    rowsOf(result, undefined, floorAt(result.rate))
      .filter((row) => row.result !== '')
      .map((row) => ({ page: `${result.page} @${result.rate}×`, measure: row.measure, result: row.result })),
  );
}

/**
 * The closing table: every page kind's start-up and responsiveness at each CPU rate side by
 * side, beside the floor page (React and the runtime alone), first results as its multiple.
 */
export function formatSummary(results: readonly PageResult[]): string {
  const rates = [...new Set(results.map((r) => r.rate))].sort((a, b) => a - b);
  const pages = [...new Set(results.map((r) => r.page))];
  const at = (page: string, rate: number) => results.find((r) => r.page === page && r.rate === rate);
  const floorAt = (rate: number) => results.find((r) => r.kind === 'floor' && r.rate === rate);
  const lines: string[] = [];
  for (const page of pages) {
    const any = results.find((r) => r.page === page);
    if (!any) continue;
    const cells = (pick: (r: PageResult, floor: PageResult | undefined) => string) =>
      rates.map((rate) => {
        const r = at(page, rate);
        return r ? pick(r, floorAt(rate)) : '—';
      });
    const rows: string[][] = [
      [
        'first result',
        ...cells((r, floor) => {
          const times = ratio(r.start.firstResultMs, floor?.start.firstResultMs);
          return `${ms(r.start.firstResultMs)}${Number.isFinite(times) ? ` (${times.toFixed(2)}×)` : ''}`;
        }),
      ],
      ['requests / JS files before it', ...cells((r) => `${r.start.requests} / ${r.start.jsFiles}`)],
      [
        'first API call vs first result',
        ...cells((r) =>
          Number.isFinite(r.start.firstDataMs)
            ? `${ms(r.start.firstDataMs)} (${ms(r.start.firstDataMs - r.start.firstResultMs)})`
            : '—',
        ),
      ],
      ['code loaded', ...cells((r) => ms(r.start.codeLoadedMs))],
      ['TBT', ...cells((r) => ms(r.tbtMs))],
      ['TBT from first paint', ...cells((r) => ms(r.tbtAfterPaintMs))],
      ['CLS', ...cells((r) => shift(r.cls))],
      ...any.interactions.map((interaction) => [
        `${interaction.name} p95`,
        ...cells((r) => {
          const found = r.interactions.find((i) => i.name === interaction.name);
          if (!found || found.status === 'n/a') return 'n/a';
          return found.status === 'error' ? 'error' : ms(found.p95Ms);
        }),
      ]),
    ];
    lines.push('', `${page} (${any.kind})`, ...table(['', ...rates.map((rate) => `${rate}×`)], rows));
  }
  return lines.join('\n');
}
