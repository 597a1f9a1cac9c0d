import fc from 'fast-check';
import { expect, test } from 'vitest';
import { autocompleteDelay } from './autocompleteDelay';

test('SRCH-27 up to 3 characters the debounce is 250 ms', () => {
  for (const length of [0, 1, 2, 3]) expect(autocompleteDelay(length)).toBe(250);
});

test('SRCH-28 past 3 characters the debounce is 750 ms', () => {
  expect(autocompleteDelay(4)).toBe(750);
  expect(autocompleteDelay(40)).toBe(750);
});

test('SRCH-27 SRCH-28 the delay only ever grows with the length, and is one of the two values', () => {
  fc.assert(
    fc.property(fc.nat(500), fc.nat(500), (a, b) => {
      const [short, long] = a <= b ? [a, b] : [b, a];
      expect(autocompleteDelay(short)).toBeLessThanOrEqual(autocompleteDelay(long));
      expect([250, 750]).toContain(autocompleteDelay(a));
    }),
  );
});

test('SRCH-27 a length that is no count waits the short time', () => {
  expect(autocompleteDelay(Number.NaN)).toBe(250);
  expect(autocompleteDelay(-5)).toBe(250);
  expect(autocompleteDelay(Number.POSITIVE_INFINITY)).toBe(250);
});
