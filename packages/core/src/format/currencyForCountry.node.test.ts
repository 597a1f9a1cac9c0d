import { expect, test } from 'vitest';
import { currencyForCountry } from './currencyForCountry';

test('DOM-26 the currency for Sweden is SEK', () => {
  expect(currencyForCountry('se')).toBe('SEK');
});

test('DOM-27 the currency for Norway is NOK', () => {
  expect(currencyForCountry('no')).toBe('NOK');
});

test('DOM-28 the currency for Finland is EUR', () => {
  expect(currencyForCountry('fi')).toBe('EUR');
});
