import { expect, test } from 'vitest';
import { toLocale } from './toLocale';

test('DATE-45 locale no maps to nb', () => {
  expect(toLocale('no')).toBe('nb');
  expect(toLocale('NO')).toBe('nb');
});

test('DATE-46 locale se maps to sv', () => {
  expect(toLocale('se')).toBe('sv');
});

test('DATE-45 DATE-46 other codes pass through, normalised', () => {
  expect(toLocale('fi')).toBe('fi');
  expect(toLocale(' en ')).toBe('en');
  expect(toLocale('sv')).toBe('sv');
  expect(toLocale('nb')).toBe('nb');
});
