import { expect, test } from 'vitest';
import { formatMoney, formatPrice } from './formatPrice';

// Intl puts no-break spaces (U+00A0, U+202F) between digits and currency; compare with plain ones.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

test('DOM-26 a Swedish price is in kronor, written the Swedish way', () => {
  expect(plain(formatPrice(1200, 'se', 'sv'))).toBe('1 200 kr');
  expect(plain(formatPrice(12.5, 'se', 'sv'))).toBe('12,50 kr');
});

test('DOM-27 a Norwegian price is in NOK', () => {
  expect(plain(formatPrice(1200, 'no', 'nb'))).toBe('1 200 kr');
  expect(plain(formatPrice(1200, 'no', 'en'))).toBe('NOK 1,200');
});

test('DOM-28 a Finnish price is in euros', () => {
  expect(plain(formatPrice(12.5, 'fi', 'fi'))).toBe('12,50 €');
  expect(plain(formatPrice(1200, 'fi', 'en'))).toBe('€1,200');
});

test('DOM-26 the currency follows the country, not the language', () => {
  expect(plain(formatPrice(100, 'se', 'en'))).toBe('SEK 100');
  expect(plain(formatPrice(100, 'fi', 'sv'))).toBe('100 €');
});

test('formatMoney writes an amount in the currency it is given, whatever the language', () => {
  expect(plain(formatMoney(3000, 'SEK', 'sv'))).toBe('3 000 kr');
  expect(plain(formatMoney(3000, 'NOK', 'sv'))).toBe('3 000 Nkr');
  expect(plain(formatMoney(29.5, 'EUR', 'sv'))).toBe('29,50 €');
  expect(plain(formatMoney(29.5, 'EUR', 'en'))).toBe('€29.50');
});

test('formatMoney shows a code that is not a currency as it came, after the number', () => {
  expect(plain(formatMoney(100, 'kr', 'sv'))).toBe('100 kr');
  expect(plain(formatMoney(100, '', 'sv'))).toBe('100');
});
