import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { selection, selectionArbitrary } from '../testing/filters';
import { BOOLEAN_FILTER_NAMES, type BooleanFilterName, type FilterSelection } from '../types/filters';
import { defaultFilterSelection } from './defaultFilterSelection';
import { isFilterDisabled } from './shortTermOnlyFilters';
import { normalizeFilterSelection, toggleFilter, toggleParkingSpaceType } from './toggleFilter';

const stpWithEverything = (): FilterSelection =>
  selection({ STP: true, disabled: true, electricChargingPoint: true, Heated: true });

describe('toggleFilter', () => {
  test('FLT-06 turning LTP on turns STP off, and the other way round', () => {
    expect(toggleFilter(selection({ STP: true }), 'LTP', true)).toMatchObject({ LTP: true, STP: false });
    expect(toggleFilter(selection({ LTP: true }), 'STP', true)).toMatchObject({ LTP: false, STP: true });
  });

  test('FLT-06 turning either term off leaves neither on ("any term")', () => {
    expect(toggleFilter(selection({ LTP: true }), 'LTP', false)).toMatchObject({ LTP: false, STP: false });
    expect(toggleFilter(selection({ STP: true }), 'STP', false)).toMatchObject({ LTP: false, STP: false });
  });

  test('FLT-06 whatever the toggles, LTP and STP are never both on', () => {
    const step = fc.record({ name: fc.constantFrom(...BOOLEAN_FILTER_NAMES), on: fc.boolean() });
    fc.assert(
      fc.property(
        fc.constantFrom('simple' as const, 'advanced' as const),
        fc.array(step),
        (variant, steps) => {
          let s = defaultFilterSelection(variant);
          for (const { name, on } of steps) {
            s = toggleFilter(s, name, on);
            expect(s.LTP && s.STP).toBe(false);
            // FLT-12: a disabled filter is never left on.
            expect(isFilterDisabled(s, 'disabled') && s.disabled).toBe(false);
            expect(isFilterDisabled(s, 'electricChargingPoint') && s.electricChargingPoint).toBe(false);
          }
        },
      ),
    );
  });

  test('FLT-07 switching to STP clears the disabled filter', () => {
    const s = selection({ disabled: true });
    expect(toggleFilter(s, 'STP', true).disabled).toBe(false);
  });

  test('FLT-08 switching to STP clears the electric charging filter', () => {
    const s = selection({ electricChargingPoint: true });
    expect(toggleFilter(s, 'STP', true).electricChargingPoint).toBe(false);
  });

  test('FLT-09 switching to STP clears the LTP product (parking space) types', () => {
    const s = selection({ LTP: true, ParkingSpaceTypeSelection: { Garage: true, Carport: true } });
    expect(toggleFilter(s, 'STP', true).ParkingSpaceTypeSelection).toEqual({});
  });

  test('FLT-07 FLT-08 switching to STP leaves unrelated filters alone', () => {
    const s = selection({ Heated: true, Indoor: true, MaxVehicleHeight: true, disabled: true });
    expect(toggleFilter(s, 'STP', true)).toMatchObject({
      Heated: true,
      Indoor: true,
      MaxVehicleHeight: true,
    });
  });

  test('FLT-11 under STP the short-term-only filters can be turned on again', () => {
    const s = toggleFilter(selection(), 'STP', true);
    expect(toggleFilter(s, 'disabled', true).disabled).toBe(true);
    expect(toggleFilter(s, 'electricChargingPoint', true).electricChargingPoint).toBe(true);
  });

  test('FLT-12 switching to LTP clears the short-term-only filters, which it disables', () => {
    const s = toggleFilter(stpWithEverything(), 'LTP', true);
    expect(s).toMatchObject({
      LTP: true,
      STP: false,
      disabled: false,
      electricChargingPoint: false,
      Heated: true,
    });
  });

  test('FLT-12 turning on a disabled filter under long-term only changes nothing', () => {
    const longTerm = selection({ LTP: true });
    expect(toggleFilter(longTerm, 'disabled', true)).toEqual(longTerm);
    expect(toggleFilter(longTerm, 'electricChargingPoint', true)).toEqual(longTerm);
  });

  test('FLT-04 other filters simply switch, and the input is never changed', () => {
    fc.assert(
      fc.property(
        selectionArbitrary,
        fc.constantFrom<BooleanFilterName>('Indoor', 'Outdoor', 'Heated', 'MaxVehicleHeight'),
        fc.boolean(),
        (s, name, on) => {
          const before = structuredClone(s);
          const next = toggleFilter(s, name, on);
          expect(next).toEqual({ ...s, [name]: on });
          expect(s).toEqual(before);
        },
      ),
    );
  });
});

describe('toggleParkingSpaceType', () => {
  test('FLT-02 ticking adds the type, unticking removes its key', () => {
    const ticked = toggleParkingSpaceType(selection(), 'Garage', true);
    expect(ticked.ParkingSpaceTypeSelection).toEqual({ Garage: true });
    const both = toggleParkingSpaceType(ticked, 'Carport', true);
    expect(both.ParkingSpaceTypeSelection).toEqual({ Garage: true, Carport: true });
    expect(toggleParkingSpaceType(both, 'Garage', false).ParkingSpaceTypeSelection).toEqual({
      Carport: true,
    });
    expect(ticked.ParkingSpaceTypeSelection).toEqual({ Garage: true });
  });
});

describe('normalizeFilterSelection', () => {
  test('FLT-06 FLT-10 when a URL says both LTP and STP, LTP wins', () => {
    expect(normalizeFilterSelection(selection({ LTP: true, STP: true }))).toMatchObject({
      LTP: true,
      STP: false,
    });
  });

  test('FLT-12 under long-term only the short-term-only filters are dropped', () => {
    const s = normalizeFilterSelection(selection({ LTP: true, disabled: true, electricChargingPoint: true }));
    expect(s).toMatchObject({ disabled: false, electricChargingPoint: false });
  });

  test('FLT-11 under short-term they stay', () => {
    const s = selection({ STP: true, disabled: true, electricChargingPoint: true });
    expect(normalizeFilterSelection(s)).toEqual(s);
  });
});
