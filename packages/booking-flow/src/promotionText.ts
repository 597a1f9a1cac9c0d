import { type Promotion, promotionMonths, type Translate } from '@nordpark/core';

/**
 * A promotion in words: a 100% or 50% one with a start-after delay as free or half-price
 * months (DOM-19, DOM-20), any other as its percentage for its months.
 */
export function promotionText(promotion: Promotion, t: Translate): string {
  const months = promotionMonths(promotion);
  if (!months) {
    return t('booking.product.promotion', {
      count: promotion.Duration,
      percent: promotion.DiscountPercent,
      months: promotion.Duration,
    });
  }
  const from = months.startAfterMonths + 1;
  const to = months.startAfterMonths + months.months;
  const free = months.kind === 'free';
  if (months.months === 1)
    return t(free ? 'booking.product.freeMonth' : 'booking.product.halfMonth', { from });
  return t(free ? 'booking.product.freeMonths' : 'booking.product.halfMonths', { from, to });
}

export const promotionKey = (promotion: Promotion) =>
  `${promotion.DiscountPercent}-${promotion.StartAfter}-${promotion.Duration}`;
