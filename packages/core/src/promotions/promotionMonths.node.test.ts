import fc from 'fast-check';
import { expect, test } from 'vitest';
import { promotionMonths } from './promotionMonths';

const promotion = (DiscountPercent: number, StartAfter: number, Duration: number) => ({
  DiscountPercent,
  StartAfter,
  Duration,
});

test('DOM-19 a 100% promotion with a start-after delay is free months', () => {
  expect(promotionMonths(promotion(100, 2, 3))).toEqual({ kind: 'free', startAfterMonths: 2, months: 3 });
});

test('DOM-20 a 50% promotion with a start-after delay is half-price months', () => {
  expect(promotionMonths(promotion(50, 1, 6))).toEqual({
    kind: 'half-price',
    startAfterMonths: 1,
    months: 6,
  });
});

test('DOM-19 DOM-20 without a start-after delay (StartAfter 0) no promotion is shown as months', () => {
  expect(promotionMonths(promotion(100, 0, 1))).toBeNull();
  expect(promotionMonths(promotion(50, 0, 3))).toBeNull();
  expect(promotionMonths({ DiscountPercent: 100, Duration: 3 } as never)).toBeNull();
});

test('DOM-19 DOM-20 property: months only for 100% or 50% with a whole delay of 1 or more', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(100, 50),
      fc.integer({ min: 1, max: 36 }),
      fc.integer({ min: 1, max: 36 }),
      (percent, startAfter, duration) => {
        expect(promotionMonths(promotion(percent, startAfter, duration))).toEqual({
          kind: percent === 100 ? 'free' : 'half-price',
          startAfterMonths: startAfter,
          months: duration,
        });
      },
    ),
  );
  fc.assert(
    fc.property(fc.constantFrom(100, 50), fc.integer({ min: -36, max: 0 }), (percent, startAfter) => {
      expect(promotionMonths(promotion(percent, startAfter, 3))).toBeNull();
    }),
  );
});

test('DOM-47 other percentages and fixed-amount discounts are not shown as months', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -10, max: 200 }).filter((p) => p !== 50 && p !== 100),
      (percent) => {
        expect(promotionMonths(promotion(percent, 1, 3))).toBeNull();
      },
    ),
  );
  expect(promotionMonths({ DiscountPercent: 0, StartAfter: 0, Duration: 3 })).toBeNull();
});

test('DOM-47 months that are not whole, negative, or a zero duration give null', () => {
  expect(promotionMonths(promotion(100, 1.5, 3))).toBeNull();
  expect(promotionMonths(promotion(100, -1, 3))).toBeNull();
  expect(promotionMonths(promotion(100, 1, 0))).toBeNull();
  expect(promotionMonths(promotion(50, 1, 2.5))).toBeNull();
});
