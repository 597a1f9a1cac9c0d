// The benchmark's report: each page's figures as a table beside the previous run's, judged
// against the targets at the target CPU rate; what `npm run bench` prints.
import type { InteractionResult, PageResult } from './measure';

/** Targets of issue 4 at 4× CPU slowdown. */
export const TARGET_RATE = 4;
export const TARGETS = { cls: 0.02, tbtMs: 200, interactionP95Ms: 100 } as const;

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
