import { describe, expect, test } from 'vitest';
import { COUNTRIES } from '../config/pageConfig';
import { COUNTRY_BOUNDS, isWithinCountryBounds } from './countryBounds';

describe('isWithinCountryBounds', () => {
  test('DOM-25 there are bounds for exactly the three countries served', () => {
    expect(Object.keys(COUNTRY_BOUNDS).sort()).toEqual([...COUNTRIES].sort());
  });

  test('DOM-13 Sweden is lat 55.3 to 68.5 and lng 10.9 to 24.2, edges included', () => {
    expect(COUNTRY_BOUNDS.se).toEqual({ minLat: 55.3, maxLat: 68.5, minLng: 10.9, maxLng: 24.2 });
    expect(isWithinCountryBounds('se', { lat: 59.33, lng: 18.07 })).toBe(true);
    expect(isWithinCountryBounds('se', { lat: 55.3, lng: 10.9 })).toBe(true);
    expect(isWithinCountryBounds('se', { lat: 68.5, lng: 24.2 })).toBe(true);
    expect(isWithinCountryBounds('se', { lat: 55.29, lng: 13 })).toBe(false);
    expect(isWithinCountryBounds('se', { lat: 68.51, lng: 20 })).toBe(false);
    expect(isWithinCountryBounds('se', { lat: 59.91, lng: 10.75 })).toBe(false); // Oslo
    expect(isWithinCountryBounds('se', { lat: 60.17, lng: 24.94 })).toBe(false); // Helsinki
  });

  test('DOM-14 Finland is lat 59.5 to 70.1 and lng 20.5 to 31.6', () => {
    expect(COUNTRY_BOUNDS.fi).toEqual({ minLat: 59.5, maxLat: 70.1, minLng: 20.5, maxLng: 31.6 });
    expect(isWithinCountryBounds('fi', { lat: 60.17, lng: 24.94 })).toBe(true);
    expect(isWithinCountryBounds('fi', { lat: 70.1, lng: 31.6 })).toBe(true);
    expect(isWithinCountryBounds('fi', { lat: 59.49, lng: 25 })).toBe(false);
    expect(isWithinCountryBounds('fi', { lat: 65, lng: 20.49 })).toBe(false);
    expect(isWithinCountryBounds('fi', { lat: 59.33, lng: 18.07 })).toBe(false); // Stockholm
  });

  test('DOM-15 Norway is lat 57.5 to 71.2 and lng 4.5 to 31.6', () => {
    expect(COUNTRY_BOUNDS.no).toEqual({ minLat: 57.5, maxLat: 71.2, minLng: 4.5, maxLng: 31.6 });
    expect(isWithinCountryBounds('no', { lat: 59.91, lng: 10.75 })).toBe(true);
    expect(isWithinCountryBounds('no', { lat: 57.5, lng: 4.5 })).toBe(true);
    expect(isWithinCountryBounds('no', { lat: 71.21, lng: 25 })).toBe(false);
    expect(isWithinCountryBounds('no', { lat: 60, lng: 4.49 })).toBe(false);
  });

  test('SRCH-34 a position that is not a number is never inside', () => {
    for (const country of COUNTRIES) {
      expect(isWithinCountryBounds(country, { lat: Number.NaN, lng: 18 })).toBe(false);
      expect(isWithinCountryBounds(country, { lat: 60, lng: Number.NaN })).toBe(false);
    }
  });
});
