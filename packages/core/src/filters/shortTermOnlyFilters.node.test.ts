import { expect, test } from 'vitest';
import { selection } from '../testing/filters';
import { BOOLEAN_FILTER_NAMES } from '../types/filters';
import { isFilterDisabled, isLongTermOnly, isShortTermOnlyFilter } from './shortTermOnlyFilters';

test('FLT-11 FLT-13 disabled parking and electric charging are the short-term-only filters', () => {
  expect(BOOLEAN_FILTER_NAMES.filter(isShortTermOnlyFilter)).toEqual(['disabled', 'electricChargingPoint']);
  expect(isShortTermOnlyFilter('Garage')).toBe(false);
});

test('FLT-12 they are disabled when long-term only is chosen', () => {
  const longTerm = selection({ LTP: true });
  expect(isLongTermOnly(longTerm)).toBe(true);
  expect(isFilterDisabled(longTerm, 'disabled')).toBe(true);
  expect(isFilterDisabled(longTerm, 'electricChargingPoint')).toBe(true);
});

test('FLT-12 they are enabled under short-term or with no term chosen, and no other filter is ever disabled', () => {
  for (const s of [selection(), selection({ STP: true })]) {
    expect(isFilterDisabled(s, 'disabled')).toBe(false);
    expect(isFilterDisabled(s, 'electricChargingPoint')).toBe(false);
  }
  for (const name of ['Indoor', 'Outdoor', 'Heated', 'MaxVehicleHeight', 'LTP', 'STP']) {
    expect(isFilterDisabled(selection({ LTP: true }), name)).toBe(false);
  }
});

test('FLT-12 a selection with both terms (from a hand-edited URL) is not long-term only', () => {
  expect(isLongTermOnly(selection({ LTP: true, STP: true }))).toBe(false);
});
