import * as core from '@nordpark/core';
import { describe, expect, it } from 'vitest';
import { formatDistance, formatHeight, formatMoney, formatPrice } from './cachedFormat';

const LANGUAGES: core.Language[] = ['sv', 'nb', 'fi', 'en'];

describe('cached formatters (issue 17)', () => {
  it('write what core writes, in every language', () => {
    for (const language of LANGUAGES) {
      for (const metres of [0, -5, 12.4, 850, 999.4, 999.6, 1000, 1234, 15_560, Number.NaN]) {
        expect(formatDistance(metres, language)).toBe(core.formatDistance(metres, language));
      }
      for (const centimetres of [0, 190, 210, 215, 233.5]) {
        expect(formatHeight(centimetres, language)).toBe(core.formatHeight(centimetres, language));
      }
      for (const amount of [0, 12, 12.5, 1200, 1234.56]) {
        for (const currency of ['SEK', 'NOK', 'EUR', 'xx', '']) {
          expect(formatMoney(amount, currency, language)).toBe(core.formatMoney(amount, currency, language));
        }
        for (const country of ['se', 'no', 'fi'] as core.CountryCode[]) {
          expect(formatPrice(amount, country, language)).toBe(core.formatPrice(amount, country, language));
        }
      }
    }
  });

  it('builds each formatter once', () => {
    const built = { count: 0 };
    const Original = Intl.NumberFormat;
    const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built.count += 1;
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      formatDistance(321, 'fi');
      const after = built.count;
      formatDistance(654, 'fi');
      formatDistance(987, 'fi');
      expect(built.count).toBe(after);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
