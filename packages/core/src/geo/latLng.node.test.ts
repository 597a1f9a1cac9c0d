import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { LngLat } from '../types/facility';
import { type FacilityWithCoordinates, facilityLatLng } from './latLng';

const at = (coordinates: unknown): FacilityWithCoordinates =>
  ({ Address: { Marker: { Coordinates: coordinates as LngLat } } }) as FacilityWithCoordinates;

test('DOM-36 Marker.Coordinates is read as [lng, lat]', () => {
  // Stockholm: lng 18.07, lat 59.33. Read the other way round it would be in the Indian Ocean.
  expect(facilityLatLng(at([18.0686, 59.3293]))).toEqual({ lat: 59.3293, lng: 18.0686 });
});

test('DOM-36 every valid [lng, lat] pair comes back with the two values swapped into place', () => {
  fc.assert(
    fc.property(
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.double({ min: -90, max: 90, noNaN: true }),
      (lng, lat) => {
        expect(facilityLatLng(at([lng, lat]))).toEqual({ lat, lng });
      },
    ),
  );
});

test('DOM-36 a missing or unusable pair gives null instead of a point at 0,0', () => {
  expect(facilityLatLng(at(undefined))).toBeNull();
  expect(facilityLatLng(at([18.07]))).toBeNull();
  expect(facilityLatLng(at(['18.07', '59.33']))).toBeNull();
  expect(facilityLatLng(at([Number.NaN, 59.33]))).toBeNull();
  // A latitude of 200 is no place on earth: most likely the pair arrived as [lat, lng] garbage.
  expect(facilityLatLng(at([18.07, 200]))).toBeNull();
  expect(facilityLatLng({ Address: {} } as FacilityWithCoordinates)).toBeNull();
});
