import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Facility } from '../types/facility';
import {
  EMPTY_VEHICLE_PROFILE,
  parseStoredVehicleProfile,
  parseVehicleHeight,
  serialiseVehicleProfile,
  type VehicleProfile,
  vehicleFit,
} from './vehicleFit';

type FitFacility = Pick<Facility, 'Info' | 'FacilityInfo' | 'Indoor' | 'Services'>;

function facility(fields: {
  info?: number;
  facilityInfo?: number;
  indoor?: boolean;
  services?: string[];
  ev?: number;
}): FitFacility {
  return {
    Indoor: fields.indoor ?? false,
    Services: fields.services ?? [],
    Info: { Heated: false, MaxVehicleHeight: fields.info ?? 0 },
    FacilityInfo: {
      NumberOfEvChargingSpaces: fields.ev ?? 0,
      MaxVehicleHeight: fields.facilityInfo ?? 0,
      Indoors: fields.indoor ?? false,
      Heated: false,
    },
  };
}

const van: VehicleProfile = { ...EMPTY_VEHICLE_PROFILE, heightCm: 205 };

describe('vehicleFit: height', () => {
  test('fits when the entry height is at least the vehicle height (210 cm for a 205 cm van)', () => {
    expect(vehicleFit(facility({ info: 210, indoor: true }), van)).toMatchObject({
      height: { status: 'fits', maxCm: 210 },
      fits: true,
    });
  });

  test('too tall when lower: 190 cm for 205 cm', () => {
    expect(vehicleFit(facility({ info: 190, indoor: true }), van)).toMatchObject({
      height: { status: 'too-tall', maxCm: 190, vehicleCm: 205 },
      fits: false,
    });
  });

  test("FacilityInfo's height counts when Info has none", () => {
    expect(vehicleFit(facility({ facilityInfo: 180, indoor: true }), van).height).toEqual({
      status: 'too-tall',
      maxCm: 180,
      vehicleCm: 205,
    });
  });

  test('no height outdoors fits (no roof); indoors it is not known, never "fits"', () => {
    expect(vehicleFit(facility({ indoor: false }), van)).toMatchObject({
      height: { status: 'fits', maxCm: null },
      fits: true,
    });
    expect(vehicleFit(facility({ indoor: true }), van)).toMatchObject({
      height: { status: 'unknown' },
      fits: 'unknown',
    });
  });

  test('a height that is not a number counts as not given', () => {
    const odd = facility({ indoor: true });
    odd.Info.MaxVehicleHeight = Number.NaN;
    expect(vehicleFit(odd, van).height.status).toBe('unknown');
  });
});

describe('vehicleFit: EV and accessible', () => {
  const ev: VehicleProfile = { ...EMPTY_VEHICLE_PROFILE, ev: true };
  test('EV needs the charging service or EV spaces', () => {
    expect(vehicleFit(facility({ services: ['electricChargingPoint'] }), ev)).toMatchObject({
      ev: true,
      fits: true,
    });
    expect(vehicleFit(facility({ ev: 4 }), ev)).toMatchObject({ ev: true, fits: true });
    expect(vehicleFit(facility({}), ev)).toMatchObject({ ev: false, fits: false });
  });

  test('accessible needs the disabled service', () => {
    const needs: VehicleProfile = { ...EMPTY_VEHICLE_PROFILE, accessible: true };
    expect(vehicleFit(facility({ services: ['disabled'] }), needs)).toMatchObject({
      accessible: true,
      fits: true,
    });
    expect(vehicleFit(facility({ services: ['electricChargingPoint'] }), needs)).toMatchObject({
      accessible: false,
      fits: false,
    });
  });

  test('what is not asked is not judged', () => {
    expect(vehicleFit(facility({}), EMPTY_VEHICLE_PROFILE)).toEqual({
      height: { status: 'not-asked' },
      ev: null,
      accessible: null,
      fits: true,
    });
  });
});

describe('the stored profile', () => {
  test('round-trips', () => {
    const profile: VehicleProfile = { heightCm: 205, ev: true, accessible: false, name: 'ABC 123' };
    expect(parseStoredVehicleProfile(serialiseVehicleProfile(profile))).toEqual(profile);
  });

  test.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, heightCm: 200, ev: false, accessible: false })],
    ['a height out of range', JSON.stringify({ v: 1, heightCm: 9000, ev: false, accessible: false })],
    ['a missing flag', JSON.stringify({ v: 1, heightCm: 200, ev: false })],
    ['null', 'null'],
  ])('%s is dropped, not thrown', (_, stored) => {
    expect(parseStoredVehicleProfile(stored)).toBeNull();
  });

  test('whatever is stored, reading never throws and yields a valid profile or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (stored) => {
        const profile = parseStoredVehicleProfile(stored);
        if (profile) {
          expect(typeof profile.ev).toBe('boolean');
          expect(profile.heightCm === null || (profile.heightCm >= 100 && profile.heightCm <= 400)).toBe(
            true,
          );
        }
      }),
    );
  });

  test('a height from the URL or the form: whole centimetres between 100 and 400', () => {
    expect(parseVehicleHeight('205')).toBe(205);
    expect(parseVehicleHeight(' 199.6 ')).toBe(200);
    expect(parseVehicleHeight('2.05')).toBeNull();
    expect(parseVehicleHeight('')).toBeNull();
    expect(parseVehicleHeight('abc')).toBeNull();
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const cm = parseVehicleHeight(value);
        expect(cm === null || (Number.isInteger(cm) && cm >= 100 && cm <= 400)).toBe(true);
      }),
    );
  });
});
