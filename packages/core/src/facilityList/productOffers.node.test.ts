import { testProduct } from '@nordpark/fixtures/testing';
import { describe, expect, test } from 'vitest';
import type { Promotion } from '../types/facility';
import { productOffers } from './productOffers';

const promotion = (ValidFrom: string, ValidTo: string): Promotion => ({
  DiscountPercent: 100,
  DiscountValue: 0,
  StartAfter: 2,
  Duration: 1,
  DiscountValidity: { ValidFrom, ValidTo },
  OrderLineValidFromValidity: null,
});

describe('productOffers', () => {
  test('SRCH-45 only the promotions valid today are offered', () => {
    const now = promotion('2026-11-01T00:00:00', '2027-01-15T00:00:00');
    const past = promotion('2026-01-01T00:00:00', '2026-11-22T00:00:00');
    const [offer] = productOffers([testProduct({ Promotions: [now, past] })], '2026-11-23');
    expect(offer?.promotions).toEqual([now]);
  });

  test('SRCH-45 an announced price change is shown only while it lies ahead', () => {
    const ahead = { MonthlyPrice: 2600, Validity: { ValidFrom: '2027-01-01T00:00:00' } };
    const started = { MonthlyPrice: 2600, Validity: { ValidFrom: '2026-11-23T00:00:00' } };
    const [first, second] = productOffers(
      [testProduct({ UpcomingPriceChange: ahead }), testProduct({ UpcomingPriceChange: started })],
      '2026-11-23',
    );
    expect(first?.upcomingPriceChange).toEqual(ahead);
    expect(second?.upcomingPriceChange).toBeNull();
  });

  test('every product keeps its place, with or without offers', () => {
    const products = [testProduct({ Id: 'A' }), testProduct({ Id: 'B' })];
    expect(productOffers(products, '2026-11-23').map((offer) => offer.product.Id)).toEqual(['A', 'B']);
  });
});
