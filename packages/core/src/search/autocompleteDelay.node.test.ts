import fc from 'fast-check';
import { expect, test } from 'vitest';
import { autocompleteDelay } from './autocompleteDelay';

test('SRCH-27 after 1 character the debounce is 250 ms', () => {
  expect(autocompleteDelay(1)).toBe(250);
});

test('SRCH-27 after 2 characters the debounce is 500 ms', () => {
  expect(autocompleteDelay(2)).toBe(500);
});

test('SRCH-27 after 3 characters the debounce is 750 ms', () => {
  expect(autocompleteDelay(3)).toBe(750);
});

test('SRCH-28 after more than 3 characters the debounce stays 750 ms', () => {
  expect(autocompleteDelay(4)).toBe(750);
  expect(autocompleteDelay(40)).toBe(750);
});

test('SRCH-27 SRCH-28 the delay never shrinks as the text grows, and is one of the steps', () => {
  fc.assert(
    fc.property(fc.nat(500), fc.nat(500), (a, b) => {
      const [short, long] = a <= b ? [a, b] : [b, a];
      expect(autocompleteDelay(short)).toBeLessThanOrEqual(autocompleteDelay(long));
      expect([250, 500, 750]).toContain(autocompleteDelay(a));
    }),
  );
});

test('SRCH-27 a length that is no count waits one step', () => {
  expect(autocompleteDelay(0)).toBe(250);
  expect(autocompleteDelay(Number.NaN)).toBe(250);
  expect(autocompleteDelay(-5)).toBe(250);
  expect(autocompleteDelay(Number.POSITIVE_INFINITY)).toBe(250);
});
