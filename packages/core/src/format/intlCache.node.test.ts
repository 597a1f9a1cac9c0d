import { expect, test } from 'vitest';
import { LANGUAGES } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import { formatDistance } from './formatDistance';
import { formatLongDate } from './formatLongDate';
import { formatMoney, formatPrice } from './formatPrice';
import { formatHeight } from './heightInMetres';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intlCache';

test('the same locale and options give the same formatter; others a formatter of their own', () => {
  const options = { style: 'currency', currency: 'SEK' } as const;
  expect(numberFormat('sv-SE', options)).toBe(numberFormat('sv-SE', { ...options }));
  expect(numberFormat('sv-SE', options)).not.toBe(numberFormat('nb-NO', options));
  expect(numberFormat('sv-SE', options)).not.toBe(numberFormat('sv-SE', { ...options, currency: 'EUR' }));
  expect(dateTimeFormat('fi-FI', { month: 'long' })).toBe(dateTimeFormat('fi-FI', { month: 'long' }));
  expect(listFormat('sv-SE', { type: 'disjunction' })).toBe(listFormat('sv-SE', { type: 'disjunction' }));
  expect(listFormat('sv-SE', { type: 'disjunction' })).not.toBe(listFormat('sv-SE', { type: 'conjunction' }));
  expect(pluralRules('nb-NO')).toBe(pluralRules('nb-NO'));
  expect(pluralRules('nb-NO')).not.toBe(pluralRules('nb-NO', { type: 'ordinal' }));
});

test('a cached formatter writes what a fresh Intl formatter writes, call after call', () => {
  for (const language of LANGUAGES) {
    const tag = localeTag(language);
    for (let round = 0; round < 2; round++) {
      for (const amount of [0, 149, 1234.5, -20]) {
        const fresh = new Intl.NumberFormat(tag, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
          maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        });
        expect(formatMoney(amount, 'EUR', language)).toBe(fresh.format(amount));
      }
      const metres = new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', unitDisplay: 'short' });
      expect(formatDistance(850, language)).toBe(metres.format(850));
      const km = new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: 'kilometer',
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      });
      expect(formatDistance(12345, language)).toBe(km.format(12.345));
      const day = new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatLongDate('2026-12-31', language)).toBe(day.format(Date.UTC(2026, 11, 31)));
      const devices = ['kort', 'app', 'tagg'];
      expect(listFormat(tag, { type: 'disjunction' }).format(devices)).toBe(
        new Intl.ListFormat(tag, { type: 'disjunction' }).format(devices),
      );
      for (const count of [0, 1, 2, 5])
        expect(pluralRules(tag).select(count)).toBe(new Intl.PluralRules(tag).select(count));
    }
  }
});

test('the list formatters build each Intl formatter once, however many items they format', () => {
  const built = { count: 0 };
  const Original = Intl.NumberFormat;
  // A function, not an arrow: the formatters call it with `new`.
  const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    built.count += 1;
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat;
  Intl.NumberFormat = counting;
  try {
    const formatItem = (metres: number, centimetres: number, amount: number) => [
      formatDistance(metres, 'fi'),
      formatHeight(centimetres, 'fi'),
      formatPrice(amount, 'fi', 'fi'),
    ];
    formatItem(321, 190, 12);
    const after = built.count;
    formatItem(654, 210, 15);
    formatItem(987, 233, 18);
    expect(built.count).toBe(after);
  } finally {
    Intl.NumberFormat = Original;
  }
});
