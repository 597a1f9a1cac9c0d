import type { PaymentOption } from '@nordpark/core';
import { describe, expect, test } from 'vitest';
import { initialChoices, initialRemote } from '../store/state';
import { bookingTranslator } from '../testing/messages';
import { CONFIG, FACILITY, PRE_BOOKING, SEASON, TODAY } from '../testing/testStore';
import { priceSummary } from './priceLines';

// Every amount on its own line, the total their sum, no paid device
// called "included".

const t = bookingTranslator(CONFIG);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const base = () => ({ ...initialChoices(), ...initialRemote(), facility: FACILITY, today: TODAY });

const SEASON_WITH_FEE = {
  ...SEASON,
  ExtraFee: 75,
  AccessDevices: [
    { Id: 'tag', Text: 'Passerbricka', Price: 150, Required: true },
    { Id: 'remote', Text: 'Fjärrkontroll', Price: 45, Required: false },
    { Id: 'app', Text: 'Appnyckel', Price: 0, Required: false },
  ],
};
const facility = { ...FACILITY, Products: [SEASON_WITH_FEE, PRE_BOOKING] };
const OPTIONS: PaymentOption[] = [
  { id: 'Monthly', text: 'Månadsvis', currency: 'SEK', optionPrice: 3000 },
  { id: 'Quarterly', text: 'Kvartalsvis', currency: 'SEK', optionPrice: 8700 },
];

describe('the itemised price', () => {
  test('product per period, each device, the extra fee; the total is the sum of the lines', () => {
    const summary = priceSummary(
      {
        ...base(),
        facility,
        productId: 'ST',
        paymentOptions: OPTIONS,
        paymentOptionId: 'Quarterly',
        deviceIds: ['remote', 'app'],
      },
      t,
      CONFIG,
    );
    expect(summary?.lines.map((line) => [line.label, plain(line.detail), plain(line.text)])).toEqual([
      ['Reserverad plats', '8 700 kr per kvartal', '8 700 kr'],
      // Required, and it costs money: its price, never "Ingår".
      ['Passerbricka', 'Obligatorisk', '150 kr'],
      ['Fjärrkontroll', '', '45 kr'],
      // Only a free device is included.
      ['Appnyckel', '', 'Ingår'],
      ['Tilläggsavgift', '', '75 kr'],
    ]);
    const sum = summary?.lines.reduce((total, line) => total + (line.amount ?? 0), 0);
    expect(summary?.total).toBe(sum);
    expect(summary?.total).toBe(8700 + 150 + 45 + 0 + 75);
    expect(plain(summary?.totalText ?? '')).toBe('8 970 kr');
    // The promotion is listed in words, apart from the amounts.
    expect(summary?.promotions.map((promotion) => promotion.text)).toEqual(['Månad 2–3 till halva priset']);
  });

  test('the total is the sum of its lines for any number of spaces and any weekday', () => {
    for (let quantity = 1; quantity <= 4; quantity += 1) {
      for (const startDate of ['2026-12-07', '2026-12-12', '2026-12-13']) {
        const summary = priceSummary(
          { ...base(), facility, productId: 'PB', quantity, startDate },
          t,
          CONFIG,
        );
        const sum = summary?.lines.reduce((total, line) => total + (line.amount ?? 0), 0);
        expect(summary?.total).toBe(sum);
      }
    }
  });

  test('a pre-booking says the price per day and how many spaces', () => {
    // Saturday 12 December: 150 kr a space.
    const summary = priceSummary(
      { ...base(), facility, productId: 'PB', quantity: 2, startDate: '2026-12-12' },
      t,
      CONFIG,
    );
    expect(plain(summary?.lines[0]?.detail ?? '')).toBe('2 × 150 kr per dygn');
    expect(plain(summary?.totalText ?? '')).toBe('300 kr');
  });

  test('a flex booking counts its days in the plural the language uses', () => {
    const flex = (Days: number) =>
      priceSummary(
        {
          ...base(),
          productId: 'FX',
          startDate: '2026-12-07',
          flexPrice: { Price: Days * 100, Currency: 'SEK', Days },
        },
        t,
        CONFIG,
      )?.lines[0]?.detail;
    expect([flex(1), flex(3)]).toEqual(['1 dag', '3 dagar']);
  });

  test('no total before the price is known, and why', () => {
    const summary = priceSummary({ ...base(), facility, productId: 'ST' }, t, CONFIG);
    expect(summary?.total).toBeNull();
    expect(summary?.pending).toBe('Priset visas när du har valt betalningsperiod.');
    expect(plain(summary?.lines[0]?.detail ?? '')).toBe('3 000 kr per månad');
  });
});
