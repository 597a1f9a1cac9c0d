import fc from 'fast-check';
import { BOOLEAN_FILTER_NAMES, type FilterSelection } from '../types/filters';
import { defaultFilterSelection } from './defaultFilterSelection';
import type { FilterableFacility } from './facilityMatchesFilters';

// Test-only builders for the filter tests; not exported from the package.

export function facility(
  overrides: Partial<FilterableFacility> & { Uid?: string } = {},
): FilterableFacility & {
  Uid: string;
} {
  return {
    Uid: 'f1',
    Indoor: false,
    HasLtp: false,
    HasStp: false,
    Services: [],
    Info: { Heated: false, MaxVehicleHeight: 0 },
    ParkingZones: [],
    ...overrides,
  };
}

export function selection(overrides: Partial<FilterSelection> = {}): FilterSelection {
  return { ...defaultFilterSelection('simple'), ...overrides };
}

export const withTypes = (...types: string[]): FilterableFacility['ParkingZones'] => [
  { Pmcs: types.map((ParkingSpaceType) => ({ ParkingSpaceType })) },
];

const SPACE_TYPES = ['Garage', 'Carport', 'Open', 'Charging'];

export const facilityArbitrary = fc.record({
  Uid: fc.uuid(),
  Indoor: fc.boolean(),
  HasLtp: fc.boolean(),
  HasStp: fc.boolean(),
  Services: fc.subarray(['disabled', 'electricChargingPoint', 'carWash']),
  Info: fc.record({
    Heated: fc.boolean(),
    MaxVehicleHeight: fc.oneof(fc.constant(0), fc.integer({ min: 150, max: 300 })),
  }),
  ParkingZones: fc.array(
    fc.record({
      Pmcs: fc.array(fc.record({ ParkingSpaceType: fc.constantFrom(...SPACE_TYPES) }), { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
});

export const selectionArbitrary: fc.Arbitrary<FilterSelection> = fc
  .record({
    flags: fc.subarray([...BOOLEAN_FILTER_NAMES]),
    types: fc.dictionary(fc.constantFrom(...SPACE_TYPES), fc.boolean()),
  })
  .map(({ flags, types }) => {
    const result = selection({ ParkingSpaceTypeSelection: types });
    for (const name of flags) result[name] = true;
    return result;
  });
