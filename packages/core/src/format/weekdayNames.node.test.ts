import { expect, test } from 'vitest';
import { LANGUAGES } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import { weekdayNames } from './weekdayNames';

test('seven names, Monday first, as Intl writes them in each language', () => {
  for (const language of LANGUAGES) {
    const fresh = new Intl.DateTimeFormat(localeTag(language), { weekday: 'long', timeZone: 'UTC' });
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    const week = Array.from({ length: 7 }, (_, day) => fresh.format(Date.UTC(2026, 10, 23 + day)));
    expect(weekdayNames(language)).toEqual(week);
  }
  expect(weekdayNames('sv')[0]).toBe('måndag');
  expect(weekdayNames('en')[6]).toBe('Sunday');
});

test('worked out once per language: no Intl formatter is built for a second call', () => {
  weekdayNames('nb');
  const built = { count: 0 };
  const Original = Intl.DateTimeFormat;
  // A function, not an arrow: it is called with `new`.
  Intl.DateTimeFormat = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    built.count += 1;
    return new Original(...args);
  } as unknown as typeof Intl.DateTimeFormat;
  try {
    const first = weekdayNames('nb');
    expect(weekdayNames('nb')).toBe(first);
    expect(built.count).toBe(0);
  } finally {
    Intl.DateTimeFormat = Original;
  }
});
