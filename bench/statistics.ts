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
