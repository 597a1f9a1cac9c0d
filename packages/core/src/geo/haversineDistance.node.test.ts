import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type DistanceUnit, EARTH_RADIUS, haversineDistance } from './haversineDistance';
import type { LatLng } from './latLng';

const equator = { lat: 0, lng: 0 };
const oneDegreeNorth = { lat: 1, lng: 0 };
// One degree of arc along a meridian is R·π/180 in whatever unit R is given.
const oneDegree = (radius: number): number => (radius * Math.PI) / 180;

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
const unit = fc.constantFrom<DistanceUnit>('m', 'km', 'mi', 'nmi');

describe('haversineDistance', () => {
  test('DOM-04 Stockholm to Oslo is the great-circle distance of about 416 km', () => {
    const stockholm = { lat: 59.3293, lng: 18.0686 };
    const oslo = { lat: 59.9139, lng: 10.7522 };
    expect(haversineDistance(stockholm, oslo, 'km')).toBeCloseTo(416.3, 1);
  });

  test('DOM-04 agrees with the spherical law of cosines away from tiny distances', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const rad = Math.PI / 180;
        const cosine =
          Math.sin(a.lat * rad) * Math.sin(b.lat * rad) +
          Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
        const byCosines = 6371 * Math.acos(Math.min(1, Math.max(-1, cosine)));
        fc.pre(byCosines > 1);
        expect(haversineDistance(a, b, 'km')).toBeCloseTo(byCosines, 3);
      }),
    );
  });

  test('DOM-05 km uses an earth radius of 6371', () => {
    expect(EARTH_RADIUS.km).toBe(6371);
    expect(haversineDistance(equator, oneDegreeNorth, 'km')).toBeCloseTo(oneDegree(6371), 9);
  });

  test('DOM-06 miles use an earth radius of 3960', () => {
    expect(EARTH_RADIUS.mi).toBe(3960);
    expect(haversineDistance(equator, oneDegreeNorth, 'mi')).toBeCloseTo(oneDegree(3960), 9);
  });

  test('DOM-07 metres use an earth radius of 6371000', () => {
    expect(EARTH_RADIUS.m).toBe(6371000);
    expect(haversineDistance(equator, oneDegreeNorth, 'm')).toBeCloseTo(oneDegree(6371000), 6);
  });

  test('DOM-08 nautical miles use an earth radius of 3440', () => {
    expect(EARTH_RADIUS.nmi).toBe(3440);
    expect(haversineDistance(equator, oneDegreeNorth, 'nmi')).toBeCloseTo(oneDegree(3440), 9);
  });

  test('DOM-09 the default unit is metres', () => {
    expect(haversineDistance(equator, oneDegreeNorth)).toBeCloseTo(111_194.93, 1);
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineDistance(a, b)).toBe(haversineDistance(a, b, 'm'));
      }),
    );
  });

  test('DOM-10 a threshold turns the result into a within-threshold check, in the given unit', () => {
    // One degree of latitude is about 111.19 km.
    expect(haversineDistance(equator, oneDegreeNorth, 'km', 112)).toBe(true);
    expect(haversineDistance(equator, oneDegreeNorth, 'km', 111)).toBe(false);
    expect(haversineDistance(equator, oneDegreeNorth, undefined, 112_000)).toBe(true);
    expect(haversineDistance(equator, oneDegreeNorth, undefined, 111_000)).toBe(false);
  });

  test('DOM-10 the threshold is inclusive: a point exactly at it is within', () => {
    const exact = haversineDistance(equator, oneDegreeNorth, 'km');
    expect(haversineDistance(equator, oneDegreeNorth, 'km', exact)).toBe(true);
    expect(haversineDistance(equator, equator, 'km', 0)).toBe(true);
  });

  test('DOM-10 the threshold check agrees with comparing the distance', () => {
    fc.assert(
      fc.property(
        point,
        point,
        unit,
        fc.double({ min: 0, max: 30_000_000, noNaN: true }),
        (a, b, u, threshold) => {
          expect(haversineDistance(a, b, u, threshold)).toBe(haversineDistance(a, b, u) <= threshold);
        },
      ),
    );
  });

  describe('DOM-04 properties of a distance', () => {
    test('DOM-04 it is symmetric', () => {
      fc.assert(
        fc.property(point, point, unit, (a, b, u) => {
          expect(haversineDistance(a, b, u)).toBeCloseTo(haversineDistance(b, a, u), 6);
        }),
      );
    });

    test('DOM-04 it is never negative and never more than half the circumference', () => {
      fc.assert(
        fc.property(point, point, unit, (a, b, u) => {
          const distance = haversineDistance(a, b, u);
          expect(distance).toBeGreaterThanOrEqual(0);
          expect(distance).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS[u] * (1 + 1e-12));
        }),
      );
    });

    test('DOM-04 a point is at distance 0 from itself', () => {
      fc.assert(
        fc.property(point, unit, (a, u) => {
          expect(haversineDistance(a, { ...a }, u)).toBe(0);
        }),
      );
    });

    test('DOM-04 going through a third point is never shorter (triangle inequality)', () => {
      fc.assert(
        fc.property(point, point, point, (a, b, c) => {
          const direct = haversineDistance(a, c);
          const viaB = haversineDistance(a, b) + haversineDistance(b, c);
          // Near the antipodes haversine keeps only about sqrt(machine epsilon) of relative
          // precision, about a decimetre on the earth; a metre of slack covers it.
          expect(direct).toBeLessThanOrEqual(viaB + 1);
        }),
      );
    });

    test('DOM-04 antipodal points are half the circumference apart, not NaN', () => {
      const a: LatLng = { lat: 59.3293, lng: 18.0686 };
      const antipode: LatLng = { lat: -59.3293, lng: 18.0686 - 180 };
      expect(haversineDistance(a, antipode, 'km')).toBeCloseTo(Math.PI * 6371, 6);
    });
  });
});
