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

test('DOM-19 DOM-20 no delay (StartAfter 0) means from the first month', () => {
  expect(promotionMonths(promotion(100, 0, 1))).toEqual({ kind: 'free', startAfterMonths: 0, months: 1 });
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
