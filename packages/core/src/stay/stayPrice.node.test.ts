import { testProduct } from '@nordpark/fixtures/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Product } from '../types/facility';
import { normaliseStay, stayDays } from './stay';
import { stayOption, stayPrice } from './stayPrice';

/** A product as the booking controller sends it; the rule's fields set plainly per test. */
const product = (overrides: Partial<Product>): Product =>
  testProduct({ ProcessType: 'Pre-booking', Availability: 10, ...overrides });

// Monday 255, Tuesday … Friday 255, Saturday 205, Sunday 180 (as a Stockholm pre-booking).
const PREBOOKING = product({
  Id: 'pre',
  WeekdayPrices: [255, 255, 255, 255, 255, 205, 150],
  SundayPrice: 180,
});
const SEASON = product({
  Id: 'month',
  ProcessType: 'SeasonTicket',
  MonthlyPrice: 2605,
  QuarterlyPrice: 7500,
  HalfYearlyPrice: 14000,
  AnnualPrice: 26000,
});

describe('stayOption: short-term products add up the day prices', () => {
  test('a stay across a Sunday: Fri 255 + Sat 205 + Sun 180 (its own price, not the seventh weekday) + Mon 255', () => {
    // 2026-12-11 is a Friday.
    const option = stayOption(PREBOOKING, { from: '2026-12-11', until: '2026-12-14' });
    expect(option).toMatchObject({ included: true, totalMinor: 89_500, basis: { kind: 'days', days: 4 } });
  });

  test('without a Sunday price the seventh weekday price is Sunday', () => {
    const noSunday = product({ WeekdayPrices: [100, 100, 100, 100, 100, 100, 60] });
    expect(stayOption(noSunday, { from: '2026-12-13', until: '2026-12-13' })).toMatchObject({
      totalMinor: 6_000,
    });
  });

  test('cents are exact: 3 days at 12.10 EUR are 36.30 EUR, 3630 cent', () => {
    const euro = product({ Currency: 'EUR', WeekdayPrices: [12.1, 12.1, 12.1, 12.1, 12.1, 12.1, 12.1] });
    expect(stayOption(euro, { from: '2026-12-07', until: '2026-12-09' })).toMatchObject({
      totalMinor: 3_630,
      currency: 'EUR',
    });
  });

  test('a leap day is a day like any other: 2028-02-28 … 03-01 is three days (Mon, Tue, Wed in NOK)', () => {
    const nok = product({ Currency: 'NOK', WeekdayPrices: [300, 310, 320, 330, 340, 350, 360] });
    expect(stayOption(nok, { from: '2028-02-28', until: '2028-03-01' })).toMatchObject({
      totalMinor: 93_000,
      basis: { kind: 'days', days: 3 },
    });
  });

  test('a day without a price leaves the product out', () => {
    const weekdaysOnly = product({ WeekdayPrices: [100, 100, 100, 100, 100, 0, 0] });
    expect(stayOption(weekdaysOnly, { from: '2026-12-11', until: '2026-12-12' })).toMatchObject({
      included: false,
      reason: 'no-price',
    });
  });
});

describe('stayOption: season tickets cost the shortest period that covers the stay', () => {
  test('a month end: 31 Jan … 27 Feb is within a month, 31 Jan … 28 Feb is not (a quarter)', () => {
    expect(stayOption(SEASON, { from: '2027-01-31', until: '2027-02-27' })).toMatchObject({
      totalMinor: 260_500,
      basis: { kind: 'period', period: 'month' },
    });
    expect(stayOption(SEASON, { from: '2027-01-31', until: '2027-02-28' })).toMatchObject({
      totalMinor: 750_000,
      basis: { kind: 'period', period: 'quarter' },
    });
  });

  test('a period without a price is skipped for the next that has one', () => {
    const noQuarter = { ...SEASON, QuarterlyPrice: 0 };
    expect(stayOption(noQuarter, { from: '2027-01-01', until: '2027-02-15' })).toMatchObject({
      totalMinor: 1_400_000,
      basis: { kind: 'period', period: 'half-year' },
    });
  });

  test('longer than a year is left out as too long', () => {
    expect(stayOption(SEASON, { from: '2027-01-01', until: '2028-01-01' })).toMatchObject({
      included: false,
      reason: 'stay-too-long',
    });
  });

  test('a promotion without a delay takes its share off; free months later change nothing', () => {
    const validity = { ValidFrom: '2026-01-01T00:00:00Z', ValidTo: '2027-12-31T00:00:00Z' };
    const tenPercent = {
      DiscountPercent: 10,
      DiscountValue: 0,
      StartAfter: 0,
      Duration: 3,
      DiscountValidity: validity,
      OrderLineValidFromValidity: null,
    };
    const freeLater = { ...tenPercent, DiscountPercent: 100, StartAfter: 2 };
    expect(
      stayOption({ ...SEASON, Promotions: [tenPercent] }, { from: '2027-01-04', until: '2027-01-20' }),
    ).toMatchObject({ totalMinor: 234_450, discountMinor: 26_050 });
    expect(
      stayOption({ ...SEASON, Promotions: [freeLater] }, { from: '2027-01-04', until: '2027-01-20' }),
    ).toMatchObject({ totalMinor: 260_500, discountMinor: 0 });
  });
});

describe('stayOption: products that cannot be had for the stay are left out, with why', () => {
  const stay = { from: '2026-12-11', until: '2026-12-14' };
  test.each([
    [{ OnlineBookingNotAllowed: true }, 'online-booking-not-allowed'],
    [{ Availability: 0 }, 'sold-out'],
    [{ ParkingSpaceStatus: 'NOT_AVAILABLE' as const }, 'not-available'],
    // On sale from 13 December: midnight Stockholm, as the server sends it.
    [{ StartSellingDate: '2026-12-12T23:00:00Z' }, 'before-start-selling'],
    // Stops selling mid-stay: the last booking must end on the 12th.
    [{ LastBookingEnds: '2026-12-12T22:59:00Z' }, 'after-last-booking'],
  ])('%o → %s', (fields, reason) => {
    expect(stayOption({ ...PREBOOKING, ...fields }, stay)).toMatchObject({ included: false, reason });
  });
});

describe('stayPrice', () => {
  test('the cheapest included option is the price; the others are alternatives, cheapest first', () => {
    const flex = product({
      Id: 'flex',
      ProcessType: 'Flexbooking',
      WeekdayPrices: [200, 200, 200, 200, 200, 200, 200],
    });
    const soldOut = { ...PREBOOKING, Id: 'sold', Availability: 0 };
    const price = stayPrice([PREBOOKING, SEASON, flex, soldOut], { from: '2026-12-11', until: '2026-12-14' });
    expect(price.cheapest?.product.Id).toBe('flex');
    expect(price.cheapest?.totalMinor).toBe(80_000);
    expect(price.alternatives.map((option) => [option.product.Id, option.totalMinor])).toEqual([
      ['pre', 89_500],
      ['month', 260_500],
    ]);
    expect(price.excluded.map((option) => [option.product.Id, option.reason])).toEqual([
      ['sold', 'sold-out'],
    ]);
  });

  test('with nothing to offer there is no price, never a zero', () => {
    expect(
      stayPrice([{ ...PREBOOKING, Availability: 0 }], { from: '2026-12-11', until: '2026-12-11' }).cheapest,
    ).toBeNull();
  });
});

describe('stay properties (fast-check)', () => {
  const day = fc
    .date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const prices = fc.array(
    fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
    { minLength: 7, maxLength: 7 },
  );

  test('a short-term total is the sum of its days in whole minor units, one entry per day', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 60 }), prices, (from, length, weekday) => {
        const until = new Date(Date.parse(from) + length * 86_400_000).toISOString().slice(0, 10);
        const stay = { from, until };
        const option = stayOption(product({ WeekdayPrices: weekday }), stay);
        const days = stayDays(stay);
        expect(days).toHaveLength(length + 1);
        const expected = days.reduce(
          (sum, d) => sum + Math.round((weekday[(new Date(d).getUTCDay() + 6) % 7] ?? Number.NaN) * 100),
          0,
        );
        expect(option).toMatchObject({ included: true, totalMinor: expected });
        expect(Number.isInteger(expected)).toBe(true);
      }),
    );
  });

  test('the cheapest is never dearer than any alternative, and no option is negative', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        prices,
        fc.integer({ min: 0, max: 50_000 }),
        (from, length, weekday, monthly) => {
          const until = new Date(Date.parse(from) + length * 86_400_000).toISOString().slice(0, 10);
          const price = stayPrice(
            [product({ WeekdayPrices: weekday }), { ...SEASON, MonthlyPrice: monthly }],
            { from, until },
          );
          for (const option of price.alternatives) {
            expect(price.cheapest?.totalMinor ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
              option.totalMinor,
            );
            expect(option.totalMinor).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  test('normaliseStay accepts only real dates in order, at most 366 days, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (from, until) => {
        const stay = normaliseStay(from, until);
        if (stay) expect(stay.from <= stay.until).toBe(true);
      }),
    );
    expect(normaliseStay('2026-12-14', '2026-12-11')).toBeNull();
    expect(normaliseStay('2026-02-30', '2026-03-01')).toBeNull();
    expect(normaliseStay('2026-01-01', '2027-01-02')).toBeNull();
    expect(normaliseStay('2026-01-01', '2027-01-01')).toEqual({ from: '2026-01-01', until: '2027-01-01' });
    expect(normaliseStay('2026-01-01', '2026-12-31')).toEqual({ from: '2026-01-01', until: '2026-12-31' });
  });
});
