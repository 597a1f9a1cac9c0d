import { expect, test } from 'vitest';
import { COUNTRIES } from '../config/pageConfig';
import { isWithinCountryBounds } from './countryBounds';
import { defaultLocation } from './defaultLocation';
import { haversineDistance } from './haversineDistance';

const STOCKHOLM_CENTRE = { lat: 59.3293, lng: 18.0686 };

test('DOM-16 the default city for Sweden is Stockholm', () => {
  const location = defaultLocation('se');
  expect(location.name).toBe('Stockholm');
  expect(haversineDistance(location, STOCKHOLM_CENTRE, 'km')).toBeLessThan(5);
});

test('DOM-17 the default location for Finland is a fixed point (Helsinki)', () => {
  expect(defaultLocation('fi')).toEqual({ name: 'Helsinki', lat: 60.1699, lng: 24.9384 });
});

test('DOM-18 the default location for Norway is a fixed point (Oslo)', () => {
  expect(defaultLocation('no')).toEqual({ name: 'Oslo', lat: 59.9139, lng: 10.7522 });
});

test('DOM-16 DOM-17 DOM-18 SRCH-35 each default lies inside its own country bounds', () => {
  for (const country of COUNTRIES) {
    expect(isWithinCountryBounds(country, defaultLocation(country))).toBe(true);
  }
});

test('SRCH-35 the default is a fresh object, so changing one cannot move the next', () => {
  const first = defaultLocation('se');
  first.lat = 0;
  expect(defaultLocation('se').lat).toBe(59.3293);
});
