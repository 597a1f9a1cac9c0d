import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { addDays } from '../dates/addDays';
import { allowedDates, isDateAllowed } from './allowedDates';
import { todayIn } from './today';

const today = '2026-04-14';
const allowed = (settings: Partial<Parameters<typeof allowedDates>[0]> = {}) =>
  allowedDates({ today, country: 'se', ...settings });

describe('allowedDates without showAllDates', () => {
  test('DATE-16 a date earlier than today plus flex days is rejected', () => {
    const dates = allowed({ flexDays: 5 });
    expect(dates.first).toBe('2026-04-19');
    expect(isDateAllowed('2026-04-18', dates)).toBe(false);
    expect(isDateAllowed('2026-04-19', dates)).toBe(true);
    expect(isDateAllowed(today, dates)).toBe(false);
  });

  test('DATE-42 DATE-43 DATE-16 the flex days default to 3 for no and 7 for the others', () => {
    expect(allowedDates({ today, country: 'no' }).first).toBe('2026-04-17');
    expect(allowedDates({ today, country: 'se' }).first).toBe('2026-04-21');
    expect(allowedDates({ today, country: 'fi' }).first).toBe('2026-04-21');
  });

  test('DATE-44 a supplied flexDays replaces the default, 0 included', () => {
    expect(allowedDates({ today, country: 'no', flexDays: 10 }).first).toBe('2026-04-24');
    expect(allowedDates({ today, country: 'se', flexDays: 0 }).first).toBe(today);
  });

  test('DATE-17 a date before startSellingDate is rejected', () => {
    const dates = allowed({ flexDays: 3, startSellingDate: '2026-05-20' });
    expect(dates.first).toBe('2026-05-20');
    expect(isDateAllowed('2026-05-19', dates)).toBe(false);
    expect(isDateAllowed('2026-05-20', dates)).toBe(true);
  });

  test('DATE-18 startSellingDate applies only when it is after today plus flex days', () => {
    expect(allowed({ flexDays: 7, startSellingDate: '2026-04-16' }).first).toBe('2026-04-21');
    expect(allowed({ flexDays: 7, startSellingDate: '2026-04-21' }).first).toBe('2026-04-21');
    expect(allowed({ flexDays: 7, startSellingDate: '2026-04-22' }).first).toBe('2026-04-22');
  });

  test('DATE-19 a date after endDate is rejected', () => {
    const dates = allowed({ endDate: '2026-06-30' });
    expect(isDateAllowed('2026-06-30', dates)).toBe(true);
    expect(isDateAllowed('2026-07-01', dates)).toBe(false);
  });

  test('DATE-20 endDate defaults to one year from today', () => {
    const dates = allowed();
    expect(dates.last).toBe('2027-04-14');
    expect(isDateAllowed('2027-04-14', dates)).toBe(true);
    expect(isDateAllowed('2027-04-15', dates)).toBe(false);
    expect(allowedDates({ today: '2028-02-29', country: 'se' }).last).toBe('2029-02-28');
  });

  test('DATE-16 DATE-19 disabledDays and invalid settings', () => {
    const dates = allowed({
      disabledDays: ['2026-05-01', 'not a date'],
      startSellingDate: '2026-02-30',
      endDate: 'x',
    });
    expect(isDateAllowed('2026-05-01', dates)).toBe(false);
    expect(isDateAllowed('2026-05-02', dates)).toBe(true);
    expect(dates.first).toBe('2026-04-21');
    expect(dates.last).toBe('2027-04-14');
    expect(isDateAllowed('2026-04-31', dates)).toBe(false);
  });

  test('DATE-16 DATE-19 every allowed day lies within first..last and outside disabledDays', () => {
    const day = fc.integer({ min: -30, max: 800 }).map((n) => addDays(today, n) ?? today);
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 60 }),
        day,
        day,
        fc.boolean(),
        (date, flexDays, startSellingDate, endDate, showAllDates) => {
          const dates = allowed({ flexDays, startSellingDate, endDate, showAllDates });
          const inRange = date >= dates.first && (dates.last === null || date <= dates.last);
          expect(isDateAllowed(date, dates)).toBe(inRange);
          expect(date < today && isDateAllowed(date, dates)).toBe(false);
        },
      ),
    );
  });
});

describe('allowedDates with showAllDates', () => {
  test('DATE-21 dates before today are disabled', () => {
    const dates = allowed({ showAllDates: true });
    expect(isDateAllowed('2026-04-13', dates)).toBe(false);
    expect(isDateAllowed(today, dates)).toBe(true);
  });

  test('DATE-22 dates before startSellingDate are disabled', () => {
    const dates = allowed({ showAllDates: true, startSellingDate: '2026-05-01' });
    expect(isDateAllowed('2026-04-30', dates)).toBe(false);
    expect(isDateAllowed('2026-05-01', dates)).toBe(true);
    expect(allowed({ showAllDates: true, startSellingDate: '2026-01-01' }).first).toBe(today);
  });

  test('DATE-23 the today-plus-flex-days and endDate limits do not apply', () => {
    const dates = allowed({ showAllDates: true, flexDays: 30, endDate: '2026-05-01' });
    expect(dates).toEqual({ first: today, last: null, disabledDays: [] });
    expect(isDateAllowed('2026-04-15', dates)).toBe(true);
    expect(isDateAllowed('2030-12-31', dates)).toBe(true);
  });
});

describe('today', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  test('DATE-16 DATE-20 the same instant gives the same allowed dates in every process time zone', () => {
    const instants = [
      '2026-04-14T21:59:00Z',
      '2026-04-14T22:30:00Z',
      '2026-12-31T23:30:00Z',
      '2026-03-29T00:30:00Z',
    ];
    const zones = ['Europe/Stockholm', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    const results = zones.map((zone) => {
      process.env.TZ = zone;
      return instants.flatMap((instant) =>
        (['se', 'no', 'fi'] as const).map((country) =>
          allowedDates({ today: todayIn(country, new Date(instant)), country }),
        ),
      );
    });
    for (const result of results) expect(result).toEqual(results[0]);
    // The market's own day: just before midnight in Stockholm is already the next day in Helsinki.
    expect(todayIn('se', new Date('2026-04-14T21:59:00Z'))).toBe('2026-04-14');
    expect(todayIn('fi', new Date('2026-04-14T21:59:00Z'))).toBe('2026-04-15');
    expect(todayIn('no', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIn('xx', new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
