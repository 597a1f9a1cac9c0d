import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../config/pageConfig';
import { toLocale } from '../i18n/toLocale';
import { dateInputFormat, formatInputDate, parseInputDate } from './inputFormat';

const ZONES = ['Europe/Stockholm', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const COUNTRIES = ['se', 'no', 'fi', 'dk', 'NO', ' fi '];
const LOCALES = [...LANGUAGES, 'se', 'no'];
const day = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('dateInputFormat', () => {
  test('DATE-24 for country no or fi, input is DD.MM.YYYY', () => {
    expect(dateInputFormat('no')).toBe('DD.MM.YYYY');
    expect(dateInputFormat('fi')).toBe('DD.MM.YYYY');
    expect(dateInputFormat(' FI ')).toBe('DD.MM.YYYY');
  });

  test('DATE-25 for any other country, input is YYYY-MM-DD', () => {
    expect(dateInputFormat('se')).toBe('YYYY-MM-DD');
    expect(dateInputFormat('dk')).toBe('YYYY-MM-DD');
    expect(dateInputFormat('')).toBe('YYYY-MM-DD');
  });
});

describe('formatInputDate', () => {
  test('DATE-12 DATE-24 DATE-25 a date is written in the country’s short format', () => {
    expect(formatInputDate('2026-04-09', 'no')).toBe('09.04.2026');
    expect(formatInputDate('2026-04-09', 'fi')).toBe('09.04.2026');
    expect(formatInputDate('2026-04-09', 'se')).toBe('2026-04-09');
    expect(formatInputDate('2026-02-30', 'se')).toBeNull();
  });
});

describe('parseInputDate', () => {
  test('DATE-24 DD.MM.YYYY is read for no and fi, and YYYY-MM-DD is not', () => {
    expect(parseInputDate('14.04.2026', 'no')).toBe('2026-04-14');
    expect(parseInputDate(' 29.02.2028 ', 'fi')).toBe('2028-02-29');
    expect(parseInputDate('2026-04-14', 'no')).toBeNull();
    expect(parseInputDate('14.4.2026', 'fi')).toBeNull();
    expect(parseInputDate('14/04/2026', 'fi')).toBeNull();
  });

  test('DATE-25 YYYY-MM-DD is read for se and others, and DD.MM.YYYY is not', () => {
    expect(parseInputDate('2026-04-14', 'se')).toBe('2026-04-14');
    expect(parseInputDate('2026-04-14', 'dk')).toBe('2026-04-14');
    expect(parseInputDate('14.04.2026', 'se')).toBeNull();
    expect(parseInputDate('2026-4-14', 'se')).toBeNull();
    expect(parseInputDate('2026-04-14T00:00', 'se')).toBeNull();
  });

  test('DATE-24 DATE-25 an impossible date is an error, never rolled over to another day', () => {
    expect(parseInputDate('31.04.2026', 'no')).toBeNull();
    expect(parseInputDate('77.77.7777', 'fi')).toBeNull();
    expect(parseInputDate('29.02.2026', 'fi')).toBeNull();
    expect(parseInputDate('00.01.2026', 'no')).toBeNull();
    expect(parseInputDate('2026-02-30', 'se')).toBeNull();
    expect(parseInputDate('2026-13-01', 'se')).toBeNull();
    expect(parseInputDate('2026-00-10', 'se')).toBeNull();
  });

  test('DATE-12 DATE-24 DATE-25 format then parse returns the same date, for every country and locale', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...COUNTRIES), fc.constantFrom(...LOCALES), (d, country, locale) => {
        // The format follows the country alone; the calendar's locale never changes it.
        expect(toLocale(locale)).toMatch(/^(sv|nb|fi|en)$/);
        const text = formatInputDate(d, country);
        expect(text).not.toBeNull();
        expect(parseInputDate(text, country)).toBe(d);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  test('DATE-24 DATE-25 parse never throws and yields null or a real day', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.anything()),
        fc.constantFrom(...COUNTRIES),
        (input, country) => {
          const result = parseInputDate(input, country);
          expect(result === null || /^\d{4}-\d{2}-\d{2}$/.test(result)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 9999 }),
        ),
        ([dd, mm, yyyy]) => {
          const text = `${String(dd).padStart(2, '0')}.${String(mm).padStart(2, '0')}.${String(yyyy).padStart(4, '0')}`;
          const parsed = parseInputDate(text, 'no');
          if (parsed !== null) expect(formatInputDate(parsed, 'no')).toBe(text);
        },
      ),
    );
  }, 30_000);

  describe('time zones', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = originalTz;
    });

    test('DATE-24 DATE-25 the same typed text gives the same date in every process time zone', () => {
      const inputs: [string, string][] = [
        ['31.12.1994', 'no'],
        ['01.01.2027', 'fi'],
        ['2026-03-29', 'se'],
        ['2026-11-01', 'se'],
      ];
      const results = ZONES.map((zone) => {
        process.env.TZ = zone;
        return inputs.map(([text, country]) => parseInputDate(text, country));
      });
      for (const result of results)
        expect(result).toEqual(['1994-12-31', '2027-01-01', '2026-03-29', '2026-11-01']);
    });
  });
});
