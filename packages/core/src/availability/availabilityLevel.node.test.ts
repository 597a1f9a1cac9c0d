import fc from 'fast-check';
import { expect, test } from 'vitest';
import { availabilityLevel } from './availabilityLevel';

test('DOM-01 an availability above 4 is free', () => {
  expect(availabilityLevel(5)).toBe('free');
  expect(availabilityLevel(500)).toBe('free');
});

test('DOM-02 an availability of 1 to 4 is few', () => {
  for (const n of [1, 2, 3, 4]) expect(availabilityLevel(n)).toBe('few');
});

test('DOM-03 an availability of 0 is full, and so is an overbooked or unknown count', () => {
  expect(availabilityLevel(0)).toBe('full');
  expect(availabilityLevel(-2)).toBe('full');
  expect(availabilityLevel(Number.NaN)).toBe('full');
});

test('DOM-01 DOM-02 DOM-03 every integer count gets exactly the level of its band', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
      const expected = n > 4 ? 'free' : n >= 1 ? 'few' : 'full';
      expect(availabilityLevel(n)).toBe(expected);
    }),
  );
});
