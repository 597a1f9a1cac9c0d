import { expect, test } from 'vitest';
import { formatDistance } from './formatDistance';

const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

test('a distance below a kilometre is shown in whole metres', () => {
  expect(plain(formatDistance(849.6, 'sv'))).toBe('850 m');
  expect(plain(formatDistance(0, 'en'))).toBe('0 m');
});

test('a distance from a kilometre is shown in km with one decimal', () => {
  expect(plain(formatDistance(999.6, 'sv'))).toBe('1 km');
  expect(plain(formatDistance(1234, 'sv'))).toBe('1,2 km');
  expect(plain(formatDistance(1234, 'en'))).toBe('1.2 km');
  expect(plain(formatDistance(12_000, 'nb'))).toBe('12 km');
});

test('a bad distance prints nothing rather than NaN', () => {
  expect(formatDistance(Number.NaN, 'sv')).toBe('');
  expect(plain(formatDistance(-5, 'sv'))).toBe('0 m');
});
