/**
 * How fast this machine's Chromium runs script, at each CPU rate of the run: the method of
 * Lighthouse's BenchmarkIndex (also what Chrome DevTools' CPU calibration bisects on), so that
 * "4×" can be read as a device class. A 4× slowdown divides the host's speed by four, so the
 * same 4× is a faster phone on a fast host than on a slow one: figures of runs on different
 * machines compare only beside their index.
 *
 * Reference points from DevTools' calibration: a mid-tier phone (Pixel 5) scores about 1000,
 * a low-tier one (Moto G4 Power 2022) about 264.
 */
import type { Browser } from 'playwright-core';

export const MID_TIER_PHONE_INDEX = 1000;
export const LOW_TIER_PHONE_INDEX = 264;

/**
 * Runs in the page: half the time builds a 10 000-character string one character at a time
 * (allocation and garbage collection), half copies a 100 000-element array back and forth (no
 * allocation); each half scores its repetitions per second divided by ten, and the index is
 * their mean. Must be self-contained: it is serialised into the page.
 */
export function speedIndexInPage(durationMs: number): number {
  const half = durationMs / 2;
  let strings = 0;
  const stringStart = Date.now();
  while (Date.now() - stringStart < half) {
    let text = '';
    for (let i = 0; i < 10_000; i++) text += 'a';
    // Never true; it keeps the engine from dropping the loop as unused.
    if (text.length === 1) throw new Error('unreachable');
    strings++;
  }
  const stringScore = strings / 10 / ((Date.now() - stringStart) / 1000);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) {
    a[i] = i;
    b[i] = i;
  }
  let copies = 0;
  const copyStart = Date.now();
  // The clock is read every tenth copy only: reading it each time skews the loop on some CPUs.
  while (copies % 10 !== 0 || Date.now() - copyStart < half) {
    const from = copies % 2 === 0 ? a : b;
    const to = copies % 2 === 0 ? b : a;
    for (let i = 0; i < from.length; i++) to[i] = from[i] as number;
    copies++;
  }
  const copyScore = copies / 10 / ((Date.now() - copyStart) / 1000);
  return Math.round((stringScore + copyScore) / 2);
}

/** The device class a speed index stands for, in DevTools' calibration terms. */
export function deviceClassOf(index: number): string {
  if (index >= MID_TIER_PHONE_INDEX) return 'a mid-tier phone or faster';
  if (index >= LOW_TIER_PHONE_INDEX) return 'between a low-tier and a mid-tier phone';
  return 'slower than a low-tier phone';
}

const RUN_MS = 500;
const REPEATS = 3;

/**
 * The speed index at each rate: the median of three runs after one warm-up, in a blank page
 * of its own, throttled as the benchmark's pages are (CDP Emulation.setCPUThrottlingRate).
 */
export async function measureSpeedIndex(
  browser: Browser,
  rates: readonly number[],
): Promise<Record<string, number>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const run = () => page.evaluate(speedIndexInPage, RUN_MS);
    await run();
    const byRate: Record<string, number> = {};
    for (const rate of rates) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const scores: number[] = [];
      for (let i = 0; i < REPEATS; i++) scores.push(await run());
      scores.sort((x, y) => x - y);
      byRate[String(rate)] = scores[Math.floor(scores.length / 2)] as number;
    }
    return byRate;
  } finally {
    await context.close();
  }
}
