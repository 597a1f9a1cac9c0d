import fc from 'fast-check';
import { expect, test } from 'vitest';
import { sortFacilitiesByDistance } from './sortFacilitiesByDistance';

const at = (Uid: string, Distance: number) => ({ Uid, Address: { Distance } });

test('DOM-12 facilities are sorted by Address.Distance, nearest first', () => {
  const sorted = sortFacilitiesByDistance([at('far', 900), at('near', 100), at('mid', 400)]);
  expect(sorted.map((f) => f.Uid)).toEqual(['near', 'mid', 'far']);
});

test('DOM-12 equal distances keep their order, and the input is not reordered', () => {
  const input = [at('b', 300), at('x', 100), at('a', 300), at('y', 100)];
  expect(sortFacilitiesByDistance(input).map((f) => f.Uid)).toEqual(['x', 'y', 'b', 'a']);
  expect(input.map((f) => f.Uid)).toEqual(['b', 'x', 'a', 'y']);
});

test('DOM-12 a facility without a usable distance goes last', () => {
  const sorted = sortFacilitiesByDistance([at('unknown', Number.NaN), at('far', 5000), at('near', 10)]);
  expect(sorted.map((f) => f.Uid)).toEqual(['near', 'far', 'unknown']);
});

test('DOM-12 the result is an ascending, stable permutation of the input', () => {
  fc.assert(
    fc.property(fc.array(fc.nat({ max: 20 })), (distances) => {
      const input = distances.map((d, i) => at(String(i), d));
      const sorted = sortFacilitiesByDistance(input);
      expect([...sorted].sort((a, b) => Number(a.Uid) - Number(b.Uid))).toEqual(input);
      for (let i = 1; i < sorted.length; i++) {
        const previous = sorted[i - 1];
        const current = sorted[i];
        if (!previous || !current) throw new Error('unreachable');
        expect(previous.Address.Distance).toBeLessThanOrEqual(current.Address.Distance);
        if (previous.Address.Distance === current.Address.Distance) {
          expect(Number(previous.Uid)).toBeLessThan(Number(current.Uid));
        }
      }
    }),
  );
});
