import fc from 'fast-check';
import { expect, test } from 'vitest';
import { countInBounds } from './countInBounds';

const box = { minLat: 59, maxLat: 60, minLng: 17, maxLng: 19 };

test('MAP-17 points inside the view are counted, edges included; missing points are not', () => {
  const points = [
    { lat: 59.5, lng: 18 },
    { lat: 59, lng: 17 },
    { lat: 60, lng: 19 },
    { lat: 60.01, lng: 18 },
    { lat: 59.5, lng: 16.99 },
    null,
  ];
  expect(countInBounds(points, box)).toBe(3);
  expect(countInBounds([], box)).toBe(0);
});

test('MAP-17 the count never exceeds the points and is what a filter counts', () => {
  const point = fc.record({
    lat: fc.double({ min: 58, max: 61, noNaN: true }),
    lng: fc.double({ min: 16, max: 20, noNaN: true }),
  });
  fc.assert(
    fc.property(fc.array(point), (points) => {
      const inside = points.filter((p) => p.lat >= 59 && p.lat <= 60 && p.lng >= 17 && p.lng <= 19);
      expect(countInBounds(points, box)).toBe(inside.length);
    }),
  );
});
