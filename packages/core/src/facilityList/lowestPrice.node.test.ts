import { testProduct } from '@nordpark/fixtures/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chosenTerm, lowestPrice } from './lowestPrice';

describe('lowestPrice', () => {
  test('SRCH-20 the lowest monthly price of the season tickets', () => {
    const products = [
      testProduct({ MonthlyPrice: 2400 }),
      testProduct({ MonthlyPrice: 1900 }),
      testProduct({ ProcessType: 'Pre-booking', WeekdayPrices: [120, 120, 120, 120, 120, 90, 80] }),
    ];
    expect(lowestPrice(products)).toEqual({ amount: 1900, per: 'month' });
  });

  test('SRCH-20 without monthly prices, the lowest day price; zero never counts as free', () => {
    const products = [
      testProduct({
        ProcessType: 'Pre-booking',
        WeekdayPrices: [0, 150, 150, 150, 150, 110, 0],
        SundayPrice: 95,
      }),
    ];
    expect(lowestPrice(products)).toEqual({ amount: 95, per: 'day' });
  });

  test('short-term chosen: the lowest day price of the short-term products, never a monthly price', () => {
    const products = [
      testProduct({
        ProcessType: 'SeasonTicket',
        MonthlyPrice: 1445,
        WeekdayPrices: [10, 10, 10, 10, 10, 10, 10],
      }),
      testProduct({
        ProcessType: 'Pre-booking',
        WeekdayPrices: [255, 255, 255, 255, 255, 205, 150],
        SundayPrice: 180,
      }),
      testProduct({ ProcessType: 'Flexbooking', WeekdayPrices: [200, 200, 200, 200, 200, 200, 200] }),
    ];
    expect(lowestPrice(products, 'STP')).toEqual({ amount: 150, per: 'day' });
    expect(lowestPrice(products, 'LTP')).toEqual({ amount: 1445, per: 'month' });
    expect(lowestPrice(products.slice(1), 'LTP')).toBeNull();
  });

  test('chosenTerm: one of LTP and STP, else either', () => {
    expect(chosenTerm({ LTP: true, STP: false })).toBe('LTP');
    expect(chosenTerm({ LTP: false, STP: true })).toBe('STP');
    expect(chosenTerm({ LTP: true, STP: true })).toBeNull();
    expect(chosenTerm({})).toBeNull();
  });

  test('no products or no prices: no price box', () => {
    expect(lowestPrice(undefined)).toBeNull();
    expect(lowestPrice([])).toBeNull();
    expect(lowestPrice([testProduct()])).toBeNull();
  });

  test('property: the answer is positive and no product has a lower price of that kind', () => {
    const price = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000 }), fc.constant(Number.NaN));
    const product = fc
      .record({
        MonthlyPrice: price,
        SundayPrice: price,
        WeekdayPrices: fc.array(price, { minLength: 7, maxLength: 7 }),
      })
      .map((prices) => testProduct(prices));
    fc.assert(
      fc.property(fc.array(product, { maxLength: 6 }), (products) => {
        const result = lowestPrice(products);
        if (result === null) return;
        expect(result.amount).toBeGreaterThan(0);
        const monthly = products.map((p) => p.MonthlyPrice).filter((p) => p > 0);
        if (result.per === 'month') expect(Math.min(...monthly)).toBe(result.amount);
        else expect(monthly).toEqual([]);
      }),
    );
  });
});
