import { expect, test } from 'vitest';
import { formatLongDate } from './formatLongDate';

test('a day is written out in each language, in UTC so it never shifts', () => {
  expect(formatLongDate('2026-12-31', 'sv')).toBe('31 december 2026');
  expect(formatLongDate('2026-12-31', 'nb')).toBe('31. desember 2026');
  expect(formatLongDate('2026-12-31', 'fi')).toBe('31. joulukuuta 2026');
  expect(formatLongDate('2026-12-31', 'en')).toBe('31 December 2026');
});

test('anything that is not a YYYY-MM-DD day is returned as it is', () => {
  expect(formatLongDate('31.12.2026', 'sv')).toBe('31.12.2026');
  expect(formatLongDate('', 'en')).toBe('');
});
