import { type CalendarDate, calendarDateOfInstant } from '../dates/calendarDate';
import type { Product, Promotion, UpcomingPriceChange } from '../types/facility';

export interface ProductOffer {
  product: Product;
  /** Promotions whose DiscountValidity includes today. */
  promotions: Promotion[];
  /** A price change that has not started yet; null when none is announced. */
  upcomingPriceChange: UpcomingPriceChange | null;
}

function within(today: CalendarDate, from: string | undefined, to: string | undefined): boolean {
  const start = calendarDateOfInstant(String(from ?? ''));
  const end = calendarDateOfInstant(String(to ?? ''));
  return start !== null && end !== null && start <= today && today <= end;
}

function isUpcoming(change: UpcomingPriceChange | null | undefined, today: CalendarDate): boolean {
  const from = change ? calendarDateOfInstant(String(change.Validity?.ValidFrom ?? '')) : null;
  return from !== null && from > today;
}

/**
 * What the offers tab (SRCH-45) shows for each product: its current promotions and an
 * announced price change that lies ahead. Past promotions and changes already in force are
 * dropped, because the product's own prices already say what they say.
 */
export function productOffers(products: readonly Product[], today: CalendarDate): ProductOffer[] {
  return products.map((product) => ({
    product,
    promotions: (product.Promotions ?? []).filter((promotion) =>
      within(today, promotion.DiscountValidity?.ValidFrom, promotion.DiscountValidity?.ValidTo),
    ),
    upcomingPriceChange: isUpcoming(product.UpcomingPriceChange, today) ? product.UpcomingPriceChange : null,
  }));
}
