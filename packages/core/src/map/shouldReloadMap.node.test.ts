import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { haversineDistance } from '../geo/haversineDistance';
import { type MapViewAfterMove, shouldReloadMap } from './shouldReloadMap';

const stockholm = { lat: 59.3293, lng: 18.0686 };
const view = (over: Partial<MapViewAfterMove> = {}): MapViewAfterMove => ({
  centre: stockholm,
  zoom: 15,
  previousZoom: 15,
  lastLoadCentre: stockholm,
  markersInView: 12,
  ...over,
});

describe('shouldReloadMap', () => {
  test('a small move with markers in view reloads nothing', () => {
    expect(shouldReloadMap(view({ centre: { lat: 59.34, lng: 18.08 } }))).toBeNull();
  });

  test('MAP-16 moving more than 1000 km from the last load reloads', () => {
    const rome = { lat: 41.9, lng: 12.5 };
    expect(haversineDistance(stockholm, rome, 'km')).toBeGreaterThan(1000);
    expect(shouldReloadMap(view({ centre: rome }))).toBe('far');
    // Kiruna is under 1000 km from Stockholm: not far, however many markers.
    expect(shouldReloadMap(view({ centre: { lat: 67.85, lng: 20.22 } }))).toBeNull();
  });

  test('MAP-16 the far rule is "more than 1000 km", by haversine', () => {
    const point = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (centre, last) => {
        const far = haversineDistance(centre, last, 'km') > 1000;
        expect(shouldReloadMap(view({ centre, lastLoadCentre: last })) === 'far').toBe(far);
      }),
    );
  });

  test('MAP-17 no markers in view reloads', () => {
    expect(shouldReloadMap(view({ markersInView: 0 }))).toBe('empty');
  });

  test('MAP-18 zooming out below zoom 14 reloads', () => {
    expect(shouldReloadMap(view({ previousZoom: 14, zoom: 13 }))).toBe('zoomedOut');
    expect(shouldReloadMap(view({ previousZoom: 16, zoom: 12 }))).toBe('zoomedOut');
  });

  test('MAP-18 zooming out to 14 or above, zooming in, or panning at a wide zoom does not', () => {
    expect(shouldReloadMap(view({ previousZoom: 16, zoom: 14 }))).toBeNull();
    expect(shouldReloadMap(view({ previousZoom: 10, zoom: 12 }))).toBeNull();
    expect(shouldReloadMap(view({ previousZoom: 10, zoom: 10 }))).toBeNull();
    expect(shouldReloadMap(view({ previousZoom: undefined, zoom: 10 }))).toBeNull();
  });

  test('nothing reloads before a first load: there is no centre to measure from', () => {
    expect(shouldReloadMap(view({ lastLoadCentre: null, markersInView: 0 }))).toBeNull();
  });
});
