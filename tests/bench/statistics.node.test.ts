import { describe, expect, test } from 'vitest';
import { clsOf, differenceInterval, median, p95, tbtAfterPaintOf, tbtOf } from '../../bench/statistics';

describe('the benchmark’s arithmetic', () => {
  test('CLS is the largest session window: gaps under 1 s continue it, a window lasts at most 5 s', () => {
    expect(clsOf([])).toBe(0);
    expect(
      clsOf([
        { t: 0, value: 0.1 },
        { t: 900, value: 0.1 },
        { t: 2_500, value: 0.05 },
      ]),
    ).toBeCloseTo(0.2);
    const everyHalfSecond = Array.from({ length: 12 }, (_, i) => ({ t: i * 500, value: 0.01 }));
    expect(clsOf(everyHalfSecond)).toBeCloseTo(0.1); // 0 … 4.5 s, then a new window
  });

  test('TBT sums each long task’s time beyond 50 ms', () => {
    expect(tbtOf([{ d: 40 }, { d: 70 }, { d: 250 }])).toBe(220);
  });

  test("TBT from first paint (Lighthouse's) leaves out what ended before it and clips what straddles it", () => {
    const tasks = [
      { t: 100, d: 150 }, // 100–250: before the paint at 300
      { t: 250, d: 120 }, // 250–370: 70 ms after it → 20
      { t: 280, d: 200 }, // 280–480: 180 after it → 130
      { t: 600, d: 90 }, // → 40
    ];
    expect(tbtAfterPaintOf(tasks, 300)).toBe(130 + 20 + 40);
    expect(tbtAfterPaintOf(tasks, 0)).toBe(tbtOf(tasks));
    expect(tbtAfterPaintOf(tasks, Number.NaN)).toBeNaN();
  });

  test('p95 by nearest rank, and the median', () => {
    expect(p95(Array.from({ length: 20 }, (_, i) => i + 1))).toBe(19);
    expect(p95([])).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  test("an A/B difference's interval: around the shift when B is slower throughout, around 0 when A and B are alike", () => {
    const a = [180, 195, 210, 188, 202, 199, 185, 207];
    const slower = a.map((value) => value + 100);
    const [low, high] = differenceInterval(a, slower);
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(100);
    expect(high).toBeGreaterThanOrEqual(100);
    const [same, alike] = differenceInterval(a, [...a].reverse());
    expect(same).toBeLessThan(0);
    expect(alike).toBeGreaterThan(0);
  });

  test('the interval is the same for the same samples, ordered, and empty without samples', () => {
    const a = [12, 40, 18, 33, 25, 29];
    const b = [30, 22, 51, 38, 45, 27];
    expect(differenceInterval(a, b)).toEqual(differenceInterval(a, b));
    const [low, high] = differenceInterval(a, b, p95);
    expect(low).toBeLessThanOrEqual(high);
    expect(differenceInterval([], b).every(Number.isNaN)).toBe(true);
    expect(differenceInterval([5, 5, 5], [7, 7, 7])).toEqual([2, 2]);
  });
});
