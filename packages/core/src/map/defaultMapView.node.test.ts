import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { haversineDistance } from '../geo/haversineDistance';
import type { SearchLocationSource } from '../search/searchLocation';
import { defaultMapCentre, defaultMapZoom } from './defaultMapView';

const SOURCES: SearchLocationSource[] = ['url', 'session', 'geolocation', 'default', 'place', 'map'];

describe('defaultMapZoom', () => {
  test('MAP-03 a location with an address opens at zoom 15, whatever its source', () => {
    for (const source of SOURCES) {
      expect(defaultMapZoom({ source, address: 'Drottninggatan 1, Stockholm' })).toBe(15);
    }
  });

  test('MAP-04 a geolocation result without an address opens at zoom 12', () => {
    expect(defaultMapZoom({ source: 'geolocation' })).toBe(12);
  });

  test('MAP-05 every other case opens at zoom 10', () => {
    expect(defaultMapZoom(null)).toBe(10);
    for (const source of SOURCES.filter((s) => s !== 'geolocation')) {
      expect(defaultMapZoom({ source })).toBe(10);
      expect(defaultMapZoom({ source, address: '  ' })).toBe(10);
    }
  });

  test('MAP-03 MAP-04 MAP-05 the zoom is always one of 15, 12 and 10', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SOURCES), fc.option(fc.string()), (source, address) => {
        const zoom = defaultMapZoom(address === null ? { source } : { source, address });
        expect([15, 12, 10]).toContain(zoom);
      }),
    );
  });
});

describe('defaultMapCentre', () => {
  test('MAP-06 the Swedish map opens in the Stockholm area', () => {
    expect(haversineDistance(defaultMapCentre('se'), { lat: 59.3293, lng: 18.0686 }, 'km')).toBeLessThan(10);
  });

  test('MAP-06 Norway and Finland open on their own default city', () => {
    expect(defaultMapCentre('no')).toEqual({ lat: 59.9139, lng: 10.7522 });
    expect(defaultMapCentre('fi')).toEqual({ lat: 60.1699, lng: 24.9384 });
  });
});
