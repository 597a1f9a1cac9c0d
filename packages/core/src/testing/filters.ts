import fc from 'fast-check';
import { defaultFilterSelection } from '../filters/defaultFilterSelection';
import type { ParkingZone } from '../types/facility';
import { BOOLEAN_FILTER_NAMES, type FilterSelection } from '../types/filters';

// The filter tests' selections and random facilities; facilities themselves come from
// testFacility (@nordpark/fixtures/testing).

export function selection(overrides: Partial<FilterSelection> = {}): FilterSelection {
  return { ...defaultFilterSelection('simple'), ...overrides };
}

/** One zone with a space of each type. */
export const withTypes = (...types: string[]): ParkingZone[] => [
  {
    Uid: 'z1',
    FilteredNotes: '',
    Pmcs: types.map((ParkingSpaceType, i) => ({ PmcId: `pmc-${i}`, ParkingSpaceType })),
  },
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
