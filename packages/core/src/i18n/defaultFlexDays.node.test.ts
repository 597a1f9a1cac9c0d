import { expect, test } from 'vitest';
import { defaultFlexDays } from './defaultFlexDays';

test('DATE-42 for country no, flexDays defaults to 3', () => {
  expect(defaultFlexDays('no')).toBe(3);
});

test('DATE-43 for any other country, flexDays defaults to 7', () => {
  expect(defaultFlexDays('se')).toBe(7);
  expect(defaultFlexDays('fi')).toBe(7);
  expect(defaultFlexDays('dk')).toBe(7);
});

test('DATE-44 a supplied flexDays replaces the default, 0 included', () => {
  expect(defaultFlexDays('no', 10)).toBe(10);
  expect(defaultFlexDays('se', 1)).toBe(1);
  expect(defaultFlexDays('se', 0)).toBe(0);
});

test('DATE-44 a negative or non-numeric value is not a usable supply', () => {
  expect(defaultFlexDays('no', -1)).toBe(3);
  expect(defaultFlexDays('se', Number.NaN)).toBe(7);
  expect(defaultFlexDays('se', null)).toBe(7);
});
