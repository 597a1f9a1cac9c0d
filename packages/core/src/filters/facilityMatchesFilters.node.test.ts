import { testFacility } from '@nordpark/fixtures/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { facilityArbitrary, selection, selectionArbitrary, withTypes } from '../testing/filters';
import { BOOLEAN_FILTER_NAMES } from '../types/filters';
import { type FilterableFacility, facilityMatchesFilters } from './facilityMatchesFilters';
import { allowsTallVehicles } from './tallVehicleHeight';

describe('facilityMatchesFilters', () => {
  test('FLT-04 with nothing selected every facility matches', () => {
    fc.assert(
      fc.property(facilityArbitrary, (f) => {
        expect(facilityMatchesFilters(f, selection())).toBe(true);
      }),
    );
  });

  test('FLT-01 DOM-33 disabled and electricChargingPoint look at Services', () => {
    expect(
      facilityMatchesFilters(testFacility({ Services: ['disabled'] }), selection({ disabled: true })),
    ).toBe(true);
    expect(facilityMatchesFilters(testFacility({ Services: [] }), selection({ disabled: true }))).toBe(false);
    const ev = selection({ electricChargingPoint: true });
    expect(facilityMatchesFilters(testFacility({ Services: ['electricChargingPoint'] }), ev)).toBe(true);
    expect(facilityMatchesFilters(testFacility({ Services: ['disabled'] }), ev)).toBe(false);
  });

  test('FLT-01 Indoor and Outdoor look at the Indoor flag', () => {
    expect(facilityMatchesFilters(testFacility({ Indoor: true }), selection({ Indoor: true }))).toBe(true);
    expect(facilityMatchesFilters(testFacility({ Indoor: false }), selection({ Indoor: true }))).toBe(false);
    expect(facilityMatchesFilters(testFacility({ Indoor: false }), selection({ Outdoor: true }))).toBe(true);
    expect(facilityMatchesFilters(testFacility({ Indoor: true }), selection({ Outdoor: true }))).toBe(false);
  });

  test('FLT-01 DOM-34 Heated looks at Info.Heated', () => {
    const heated = selection({ Heated: true });
    expect(
      facilityMatchesFilters(testFacility({ Info: { Heated: true, MaxVehicleHeight: 0 } }), heated),
    ).toBe(true);
    expect(
      facilityMatchesFilters(testFacility({ Info: { Heated: false, MaxVehicleHeight: 0 } }), heated),
    ).toBe(false);
  });

  test('FLT-01 LTP and STP look at HasLtp and HasStp', () => {
    expect(facilityMatchesFilters(testFacility({ HasLtp: true }), selection({ LTP: true }))).toBe(true);
    expect(facilityMatchesFilters(testFacility({ HasStp: true }), selection({ LTP: true }))).toBe(false);
    expect(facilityMatchesFilters(testFacility({ HasStp: true }), selection({ STP: true }))).toBe(true);
    expect(facilityMatchesFilters(testFacility({ HasLtp: true }), selection({ STP: true }))).toBe(false);
  });

  test('FLT-05 DOM-21 the height filter needs a limit above 200 cm: 200 does not count, 201 does', () => {
    const tall = selection({ MaxVehicleHeight: true });
    const withHeight = (cm: number) => testFacility({ Info: { Heated: false, MaxVehicleHeight: cm } });
    expect(facilityMatchesFilters(withHeight(190), tall)).toBe(false);
    expect(facilityMatchesFilters(withHeight(200), tall)).toBe(false);
    expect(facilityMatchesFilters(withHeight(201), tall)).toBe(true);
    expect(facilityMatchesFilters(withHeight(240), tall)).toBe(true);
  });

  test('FLT-05 a missing, zero or non-numeric height does not match the height filter', () => {
    const tall = selection({ MaxVehicleHeight: true });
    const withInfo = (MaxVehicleHeight: unknown) =>
      testFacility({ Info: { Heated: false, MaxVehicleHeight } as FilterableFacility['Info'] });
    for (const height of [undefined, null, 0, Number.NaN, '250', '', -250]) {
      expect(facilityMatchesFilters(withInfo(height), tall), String(height)).toBe(false);
    }
    expect(facilityMatchesFilters(testFacility({ Info: undefined } as never), tall)).toBe(false);
    // Without the height filter the same facilities are not turned away.
    expect(facilityMatchesFilters(withInfo(undefined), selection())).toBe(true);
  });

  test('FLT-05 property: every height above 200 cm counts, and nothing else does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 2000 }), (cm) => {
        expect(allowsTallVehicles(cm)).toBe(true);
      }),
    );
    const notAbove200 = fc.oneof(
      fc.constantFrom(undefined, null, Number.NaN, Number.NEGATIVE_INFINITY, true, false),
      fc.double({ max: 200, noNaN: true }),
      fc.integer({ max: 200 }),
      fc.string(),
      fc.integer({ min: 201, max: 2000 }).map(String),
    );
    fc.assert(
      fc.property(notAbove200, (height) => {
        expect(allowsTallVehicles(height)).toBe(false);
      }),
    );
  });

  test('FLT-04 a facility matches only if every selected filter matches', () => {
    const indoorHeated = selection({ Indoor: true, Heated: true });
    expect(
      facilityMatchesFilters(
        testFacility({ Indoor: true, Info: { Heated: true, MaxVehicleHeight: 0 } }),
        indoorHeated,
      ),
    ).toBe(true);
    expect(facilityMatchesFilters(testFacility({ Indoor: true }), indoorHeated)).toBe(false);
    expect(
      facilityMatchesFilters(testFacility({ Info: { Heated: true, MaxVehicleHeight: 0 } }), indoorHeated),
    ).toBe(false);
  });

  test('FLT-04 Indoor and Outdoor together match nothing', () => {
    const both = selection({ Indoor: true, Outdoor: true });
    expect(facilityMatchesFilters(testFacility({ Indoor: true }), both)).toBe(false);
    expect(facilityMatchesFilters(testFacility({ Indoor: false }), both)).toBe(false);
  });

  test('FLT-02 DOM-37 a ticked parking space type matches facilities whose Pmcs offer it', () => {
    const garage = selection({ ParkingSpaceTypeSelection: { Garage: true } });
    expect(facilityMatchesFilters(testFacility({ ParkingZones: withTypes('Open', 'Garage') }), garage)).toBe(
      true,
    );
    expect(facilityMatchesFilters(testFacility({ ParkingZones: withTypes('Open') }), garage)).toBe(false);
    expect(facilityMatchesFilters(testFacility({ ParkingZones: [] }), garage)).toBe(false);
  });

  test('FLT-02 several ticked types match a facility offering any one of them; unticked ones are ignored', () => {
    const either = selection({ ParkingSpaceTypeSelection: { Garage: true, Carport: true, Open: false } });
    expect(facilityMatchesFilters(testFacility({ ParkingZones: withTypes('Carport') }), either)).toBe(true);
    expect(facilityMatchesFilters(testFacility({ ParkingZones: withTypes('Open') }), either)).toBe(false);
    const noneTicked = selection({ ParkingSpaceTypeSelection: { Garage: false } });
    expect(facilityMatchesFilters(testFacility({ ParkingZones: withTypes('Open') }), noneTicked)).toBe(true);
  });

  test('FLT-04 turning one more filter on never lets a rejected facility back in', () => {
    fc.assert(
      fc.property(
        facilityArbitrary,
        selectionArbitrary,
        fc.constantFrom(...BOOLEAN_FILTER_NAMES),
        (f, s, extra) => {
          if (!facilityMatchesFilters(f, s)) {
            expect(facilityMatchesFilters(f, { ...s, [extra]: true })).toBe(false);
          }
        },
      ),
    );
  });

  test('FLT-04 a facility matches exactly when it matches each selected filter on its own', () => {
    fc.assert(
      fc.property(facilityArbitrary, selectionArbitrary, (f, s) => {
        const singles = BOOLEAN_FILTER_NAMES.filter((name) => s[name]).map((name) =>
          selection({ [name]: true }),
        );
        singles.push(selection({ ParkingSpaceTypeSelection: s.ParkingSpaceTypeSelection }));
        expect(facilityMatchesFilters(f, s)).toBe(
          singles.every((single) => facilityMatchesFilters(f, single)),
        );
      }),
    );
  });
});
