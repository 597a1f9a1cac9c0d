import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addMonths, keyMove, landingDay } from './keyboard';

describe('keyMove', () => {
  test('DATE-26 arrows move a day or a week; Home and End go to Monday and Sunday', () => {
    // 2026-04-15 is a Wednesday.
    expect(keyMove('ArrowLeft', false, '2026-04-15')).toEqual({ date: '2026-04-14', step: -1 });
    expect(keyMove('ArrowRight', false, '2026-04-30')).toEqual({ date: '2026-05-01', step: 1 });
    expect(keyMove('ArrowUp', false, '2026-04-15')).toEqual({ date: '2026-04-08', step: -7 });
    expect(keyMove('ArrowDown', false, '2026-04-15')).toEqual({ date: '2026-04-22', step: 7 });
    expect(keyMove('Home', false, '2026-04-15')?.date).toBe('2026-04-13');
    expect(keyMove('End', false, '2026-04-15')?.date).toBe('2026-04-19');
    expect(keyMove('Home', false, '2026-04-13')?.date).toBe('2026-04-13');
    expect(keyMove('End', false, '2026-04-19')?.date).toBe('2026-04-19');
    expect(keyMove('a', false, '2026-04-15')).toBeNull();
  });

  test('DATE-26 Page Up and Down move a month (Shift: a year), clamped to the month’s length', () => {
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(keyMove('PageDown', true, '2028-02-29')?.date).toBe('2029-02-28');
    expect(keyMove('PageUp', false, '2026-04-15')?.date).toBe('2026-03-15');
  });

  test('DATE-26 moving n months and back never lands after the start day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: -30, max: 30 }), (offset, months) => {
        const from = new Date(Date.UTC(2020, 0, 1 + offset)).toISOString().slice(0, 10);
        const there = addMonths(from, months);
        expect(/^\d{4}-\d{2}-\d{2}$/.test(there)).toBe(true);
        expect(addMonths(there, -months) <= from).toBe(true);
      }),
    );
  });
});

describe('landingDay', () => {
  const bounds = { min: '2026-04-21', max: '2026-05-05' };
  const all = () => true;

  test('DATE-16 DATE-19 a move beyond the allowed days lands on the first or last one', () => {
    expect(landingDay({ date: '2026-04-20', step: -1 }, bounds, all)).toBe('2026-04-21');
    expect(landingDay({ date: '2026-05-12', step: 7 }, bounds, all)).toBe('2026-05-05');
  });

  test('DATE-16 a disabled day is skipped in the direction of the move', () => {
    const notThe23rd = (d: string) => d !== '2026-04-23';
    expect(landingDay({ date: '2026-04-23', step: 1 }, bounds, notThe23rd)).toBe('2026-04-24');
    expect(landingDay({ date: '2026-04-23', step: -1 }, bounds, notThe23rd)).toBe('2026-04-22');
    expect(landingDay({ date: '2026-04-23', step: 1 }, bounds, () => false)).toBeNull();
    expect(landingDay({ date: '2026-04-23', step: 1 }, { min: '2026-04-21', max: null }, notThe23rd)).toBe(
      '2026-04-24',
    );
  });
});
