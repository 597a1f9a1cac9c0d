import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import { isSearchDateUsable } from './isSearchDateUsable';

const MS_PER_DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

test('SRCH-30 a date before today is dropped; today is kept', () => {
  expect(isSearchDateUsable('2026-04-14', '2026-04-15')).toBe(false);
  expect(isSearchDateUsable('2025-12-31', '2026-04-15')).toBe(false);
  expect(isSearchDateUsable('2026-04-15', '2026-04-15')).toBe(true);
  expect(isSearchDateUsable('2026-04-16', '2026-04-15')).toBe(true);
});

test('SRCH-31 a date more than one year ahead is dropped; exactly one year ahead is kept', () => {
  expect(isSearchDateUsable('2027-04-15', '2026-04-15')).toBe(true);
  expect(isSearchDateUsable('2027-04-16', '2026-04-15')).toBe(false);
  expect(isSearchDateUsable('2028-01-01', '2026-04-15')).toBe(false);
});

test('SRCH-31 from 29 February, one year ahead is 28 February', () => {
  expect(isSearchDateUsable('2029-02-28', '2028-02-29')).toBe(true);
  expect(isSearchDateUsable('2029-03-01', '2028-02-29')).toBe(false);
});

test('SRCH-30 SRCH-31 a date or a today that is not a real day is dropped', () => {
  expect(isSearchDateUsable('2026-02-30', '2026-01-01')).toBe(false);
  expect(isSearchDateUsable('soon', '2026-01-01')).toBe(false);
  expect(isSearchDateUsable('2026-05-01', '')).toBe(false);
});

test('SRCH-30 SRCH-31 usable exactly from today up to 365 or 366 days ahead', () => {
  const today = fc.integer({
    min: Date.UTC(1970, 0, 1) / MS_PER_DAY,
    max: Date.UTC(2200, 0, 1) / MS_PER_DAY,
  });
  fc.assert(
    fc.property(today, fc.integer({ min: -400, max: 800 }), (todayDays, offset) => {
      const todayText = dayOf(todayDays * MS_PER_DAY);
      const date = dayOf((todayDays + offset) * MS_PER_DAY);
      const oneYear = new Date(todayDays * MS_PER_DAY);
      oneYear.setUTCFullYear(oneYear.getUTCFullYear() + 1);
      // setUTCFullYear turns 29 Feb into 1 Mar; the rule clamps to 28 Feb instead.
      if (todayText.endsWith('-02-29')) oneYear.setUTCDate(0);
      const lastOffset = Math.round((oneYear.getTime() - todayDays * MS_PER_DAY) / MS_PER_DAY);
      expect(isSearchDateUsable(date, todayText)).toBe(offset >= 0 && offset <= lastOffset);
    }),
  );
});

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

test('SRCH-30 SRCH-31 the answer does not depend on the time zone the process runs in', () => {
  for (const tz of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Stockholm']) {
    process.env.TZ = tz;
    expect(isSearchDateUsable('2026-04-15', '2026-04-15')).toBe(true);
    expect(isSearchDateUsable('2026-04-14', '2026-04-15')).toBe(false);
    expect(isSearchDateUsable('2027-04-15', '2026-04-15')).toBe(true);
  }
});
