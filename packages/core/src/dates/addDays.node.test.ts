import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { addDays, daysBetween } from './addDays';

const ZONES = ['Europe/Stockholm', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const day = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('addDays', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  test('DATE-16 today plus flex days counts whole calendar days, across months, years and leap days', () => {
    expect(addDays('2026-04-14', 7)).toBe('2026-04-21');
    expect(addDays('2026-12-29', 3)).toBe('2027-01-01');
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
  });

  test('DATE-16 a daylight-saving change never adds or loses a day, in any process time zone', () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      // Europe's and America's spring-forward and fall-back weekends of 2026.
      expect(addDays('2026-03-28', 1), zone).toBe('2026-03-29');
      expect(addDays('2026-03-29', 1), zone).toBe('2026-03-30');
      expect(addDays('2026-03-07', 2), zone).toBe('2026-03-09');
      expect(addDays('2026-10-24', 2), zone).toBe('2026-10-26');
      // Kiritimati skipped 31 December 1994 locally; calendar days do not.
      expect(addDays('1994-12-30', 1), zone).toBe('1994-12-31');
    }
  });

  test('DATE-16 invalid input gives null', () => {
    expect(addDays('2026-02-30', 1)).toBeNull();
    expect(addDays('2026-01-01', 1.5)).toBeNull();
    expect(addDays('9999-12-31', 1)).toBeNull();
  });

  test('DATE-16 adding then subtracting days returns the same day, and daysBetween counts them', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (d, n) => {
        const moved = addDays(d, n);
        if (moved === null) return;
        expect(addDays(moved, -n)).toBe(d);
        expect(daysBetween(d, moved)).toBe(n);
      }),
    );
  });
});
