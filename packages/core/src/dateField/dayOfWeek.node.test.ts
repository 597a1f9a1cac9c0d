import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import { addDays } from '../dates/addDays';
import { dayOfWeek } from './dayOfWeek';

const ZONES = ['Europe/Stockholm', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

test('DATE-13 dayOfWeek runs from 0 (Monday) to 6 (Sunday)', () => {
  expect(dayOfWeek('2026-04-13')).toBe(0); // Monday
  expect(dayOfWeek('2026-04-14')).toBe(1);
  expect(dayOfWeek('2026-04-18')).toBe(5);
  expect(dayOfWeek('2026-04-19')).toBe(6); // Sunday
  expect(dayOfWeek('2000-01-01')).toBe(5); // a Saturday
  expect(dayOfWeek('2026-02-30')).toBeNull();
});

test('DATE-13 the weekday is the same in every process time zone', () => {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    expect(dayOfWeek('1994-12-31'), zone).toBe(5);
    expect(dayOfWeek('2026-03-29'), zone).toBe(6);
    expect(dayOfWeek('2026-11-01'), zone).toBe(6);
  }
});

test('DATE-13 consecutive days step through the week in order', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2199-12-30T00:00:00Z'),
        noInvalidDate: true,
      }),
      (d) => {
        const today = d.toISOString().slice(0, 10);
        const tomorrow = addDays(today, 1) ?? '';
        expect(dayOfWeek(tomorrow)).toBe(((dayOfWeek(today) ?? 0) + 1) % 7);
      },
    ),
  );
});
