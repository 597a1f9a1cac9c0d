import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { addYears, calendarDateOfInstant, isCalendarDate } from './calendarDate';

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('isCalendarDate', () => {
  test('SRCH-05 a date parameter must be a real day written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
    expect(isCalendarDate('01.04.2026')).toBe(false);
    expect(isCalendarDate('2026-04-01T00:00')).toBe(false);
    expect(isCalendarDate(20260401)).toBe(false);
  });

  test('SRCH-05 every day of the Gregorian calendar is accepted', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(isCalendarDate(d)).toBe(true);
      }),
    );
  });
});

describe('addYears', () => {
  test('SRCH-31 one year after a day is the same day next year', () => {
    expect(addYears('2026-04-15', 1)).toBe('2027-04-15');
    expect(addYears('2026-12-31', 1)).toBe('2027-12-31');
  });

  test('SRCH-31 one year after 29 February is 28 February, never 1 March', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });

  test('SRCH-31 an invalid date gives null', () => {
    expect(addYears('2026-02-30', 1)).toBeNull();
    expect(addYears('2026-01-01', 0.5)).toBeNull();
  });
});

describe('calendarDateOfInstant', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  test('BOOK-10 a server date-time without an offset is read as written', () => {
    expect(calendarDateOfInstant('2026-03-01T00:00:00')).toBe('2026-03-01');
    expect(calendarDateOfInstant('2026-03-01T23:59:59.1234567')).toBe('2026-03-01');
    expect(calendarDateOfInstant('2026-03-01')).toBe('2026-03-01');
  });

  test('BOOK-10 a date-time with an offset is taken as that instant, in UTC', () => {
    expect(calendarDateOfInstant('2026-03-01T00:00:00+01:00')).toBe('2026-02-28');
    expect(calendarDateOfInstant('2026-02-28T23:00:00Z')).toBe('2026-02-28');
    expect(calendarDateOfInstant('2026-02-28T23:00:00Z', 6)).toBe('2026-03-01');
    expect(calendarDateOfInstant('2026-03-01T00:00:00+0200', 6)).toBe('2026-03-01');
  });

  test('BOOK-10 the answer is the same whatever time zone the process runs in', () => {
    const inputs = ['2026-03-01T00:00:00', '2026-02-28T23:00:00Z', '2026-03-01T05:30:00+02:00'];
    const results = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Helsinki'].map((tz) => {
      process.env.TZ = tz;
      return inputs.map((input) => calendarDateOfInstant(input, 6));
    });
    for (const result of results) expect(result).toEqual(['2026-03-01', '2026-03-01', '2026-03-01']);
  });

  test('BOOK-10 text that is not an ISO date or date-time gives null', () => {
    expect(calendarDateOfInstant('')).toBeNull();
    expect(calendarDateOfInstant('tomorrow')).toBeNull();
    expect(calendarDateOfInstant('2026-02-30T00:00:00')).toBeNull();
    expect(calendarDateOfInstant('2026-03-01T25:00:00')).toBeNull();
  });

  test('BOOK-10 a plain day is its own calendar day', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(calendarDateOfInstant(d)).toBe(d);
      }),
    );
  });
});
