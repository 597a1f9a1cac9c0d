// The arithmetic of the benchmark's figures: Core Web Vitals' CLS windows, total blocking
// time, percentiles. Pure functions of the samples measure.ts collects.

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

/**
 * Total blocking time as Lighthouse counts it: from first contentful paint on. A task that
 * began before `fcp` counts only its part after it (Lighthouse's clipping); the browser's work
 * before the first paint (the host page's first layout, before any island code runs) is not
 * blocking anyone yet. NaN without a first paint.
 */
export function tbtAfterPaintOf(longTasks: readonly { t: number; d: number }[], fcp: number): number {
  if (!Number.isFinite(fcp)) return Number.NaN;
  return longTasks.reduce((sum, task) => sum + Math.max(0, task.t + task.d - Math.max(task.t, fcp) - 50), 0);
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

/** A small seeded generator (mulberry32): the same samples give the same interval every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function resample(values: readonly number[], random: () => number): number[] {
  return values.map(() => values[Math.floor(random() * values.length)] ?? Number.NaN);
}

/**
 * How `statistic(b) − statistic(a)` could come out on another run of the same A/B: a
 * percentile bootstrap interval (95 % by default) from resampling each arm's loads. A
 * difference counts when its interval leaves out 0. [NaN, NaN] when an arm has no samples.
 */
export function differenceInterval(
  a: readonly number[],
  b: readonly number[],
  statistic: (values: readonly number[]) => number = median,
  { level = 0.95, resamples = 2_000, seed = 1 } = {},
): [number, number] {
  if (a.length === 0 || b.length === 0) return [Number.NaN, Number.NaN];
  const random = seeded(seed);
  const differences = Array.from(
    { length: resamples },
    () => statistic(resample(b, random)) - statistic(resample(a, random)),
  ).sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  const at = (q: number) =>
    differences[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))] ?? Number.NaN;
  return [at(tail), at(1 - tail)];
}
