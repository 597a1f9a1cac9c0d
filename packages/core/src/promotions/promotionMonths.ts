import type { Promotion } from '../types/facility';

export type PromotionMonthsKind = 'free' | 'half-price';

export interface PromotionMonths {
  kind: PromotionMonthsKind;
  /** Full-price months before the discount starts: the start-after delay, 1 or more. */
  startAfterMonths: number;
  /** How many months are free or half price. */
  months: number;
}

const KIND_BY_PERCENT: Readonly<Record<number, PromotionMonthsKind>> = { 100: 'free', 50: 'half-price' };

const isWholeMonths = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

/**
 * A 100% or 50% promotion with a start-after delay as "N free / half-price months after M
 * months" (DOM-19, DOM-20, spec §9). Null for anything else, which the widgets show by their
 * own text (a percentage): other percentages, a fixed-amount discount (DiscountValue without a
 * percentage), a promotion without a delay (StartAfter 0 or missing), or one whose months are
 * not whole numbers, since "1.5 free months" cannot be sold.
 */
export function promotionMonths(
  promotion: Pick<Promotion, 'DiscountPercent' | 'StartAfter' | 'Duration'>,
): PromotionMonths | null {
  const kind = KIND_BY_PERCENT[promotion.DiscountPercent];
  if (!kind) return null;
  if (!isWholeMonths(promotion.StartAfter, 1) || !isWholeMonths(promotion.Duration, 1)) return null;
  return { kind, startAfterMonths: promotion.StartAfter, months: promotion.Duration };
}
