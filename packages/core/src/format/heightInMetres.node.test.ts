import { expect, test } from 'vitest';
import { formatHeight, heightInMetres } from './heightInMetres';

test('DOM-21 DOM-22 a height in centimetres is shown in metres, as cm / 100', () => {
  expect(heightInMetres(210)).toBe(2.1);
  expect(heightInMetres(195)).toBe(1.95);
  expect(heightInMetres(0)).toBe(0);
});

test('DOM-22 the metres are written the way the language writes decimals', () => {
  expect(formatHeight(210, 'sv')).toBe('2,1 m');
  expect(formatHeight(195, 'en')).toBe('1.95 m');
  expect(formatHeight(200, 'fi')).toBe('2 m');
});
