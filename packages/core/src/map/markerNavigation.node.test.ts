import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { haversineDistance } from '../geo/haversineDistance';
import {
  arrowDirection,
  nearestInDirection,
  nearestOrFarthest,
  type ScreenDirection,
} from './markerNavigation';

const DIRECTIONS: ScreenDirection[] = ['left', 'right', 'up', 'down'];
const coordinate = fc.double({ min: -2000, max: 2000, noNaN: true });
const point = fc.record({ x: coordinate, y: coordinate });
const targets = fc.array(point, { maxLength: 30 }).map((points) => points.map((p, id) => ({ id, ...p })));

/** How far ahead of `from` a point lies in a direction (positive: ahead). */
const ahead = (from: { x: number; y: number }, to: { x: number; y: number }, direction: ScreenDirection) =>
  direction === 'right'
    ? to.x - from.x
    : direction === 'left'
      ? from.x - to.x
      : direction === 'down'
        ? to.y - from.y
        : from.y - to.y;

describe('nearestInDirection', () => {
  test('moves to the one straight on rather than one nearer but off to the side', () => {
    const list = [
      { id: 'side', x: 30, y: 40 },
      { id: 'inLine', x: 60, y: 2 },
      { id: 'behind', x: -10, y: 0 },
    ];
    expect(nearestInDirection({ x: 0, y: 0 }, list, 'right')).toBe('inLine');
    expect(nearestInDirection({ x: 0, y: 0 }, list, 'left')).toBe('behind');
    expect(nearestInDirection({ x: 0, y: 0 }, list, 'down')).toBe('side');
    expect(nearestInDirection({ x: 0, y: 0 }, list, 'up')).toBeNull();
  });

  test('chooses only a target ahead, and one whenever any is ahead', () => {
    fc.assert(
      fc.property(point, targets, fc.constantFrom(...DIRECTIONS), (from, list, direction) => {
        const chosen = nearestInDirection(from, list, direction);
        const anyAhead = list.some((target) => ahead(from, target, direction) > 0);
        expect(chosen !== null).toBe(anyAhead);
        if (chosen !== null) expect(ahead(from, list[chosen] ?? from, direction)).toBeGreaterThan(0);
      }),
    );
  });

  test('never chooses the target you are on, and the nearest one straight ahead wins', () => {
    fc.assert(
      fc.property(
        point,
        targets,
        fc.constantFrom(...DIRECTIONS),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        (from, list, direction, step) => {
          const self = { id: -1, ...from };
          expect(nearestInDirection(from, [self, ...list], direction)).not.toBe(-1);
          // A target straight ahead, closer than anything else ahead could score, is the one.
          const dx = direction === 'right' ? step : direction === 'left' ? -step : 0;
          const dy = direction === 'down' ? step : direction === 'up' ? -step : 0;
          const closest = list.every((target) => Math.hypot(target.x - from.x, target.y - from.y) > step);
          if (closest) {
            const next = { id: -2, x: from.x + dx, y: from.y + dy };
            expect(nearestInDirection(from, [...list, next], direction)).toBe(-2);
          }
        },
      ),
    );
  });
});

test('arrowDirection maps the four arrow keys and nothing else', () => {
  expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].map(arrowDirection)).toEqual(DIRECTIONS);
  expect(arrowDirection('Enter')).toBeNull();
});

describe('nearestOrFarthest', () => {
  const place = { lat: 59.33, lng: 18.06 };
  const position = fc.record({
    lat: fc.double({ min: 59, max: 60, noNaN: true }),
    lng: fc.double({ min: 17, max: 19, noNaN: true }),
  });

  test('Home goes to the nearest, End to the farthest; nothing when there is nothing', () => {
    const list = [
      { id: 'mid', position: { lat: 59.34, lng: 18.06 } },
      { id: 'near', position: { lat: 59.331, lng: 18.06 } },
      { id: 'far', position: { lat: 59.5, lng: 18.06 } },
    ];
    expect(nearestOrFarthest(place, list, 'nearest')).toBe('near');
    expect(nearestOrFarthest(place, list, 'farthest')).toBe('far');
    expect(nearestOrFarthest(place, [], 'nearest')).toBeNull();
  });

  test('no target is nearer than the nearest or farther than the farthest', () => {
    fc.assert(
      fc.property(fc.array(position, { minLength: 1, maxLength: 30 }), (positions) => {
        const list = positions.map((p, id) => ({ id, position: p }));
        const distance = (id: number | null) => haversineDistance(place, list[id ?? -1]?.position ?? place);
        const all = list.map((target) => distance(target.id));
        expect(distance(nearestOrFarthest(place, list, 'nearest'))).toBe(Math.min(...all));
        expect(distance(nearestOrFarthest(place, list, 'farthest'))).toBe(Math.max(...all));
      }),
    );
  });
});
