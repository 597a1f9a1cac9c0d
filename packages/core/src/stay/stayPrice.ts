import { productOptionAvailability, type UnavailableReason } from '../availability/productOptionAvailability';
import { dayOfWeek } from '../dateField/dayOfWeek';
import { addDays } from '../dates/addDays';
import type { CalendarDate } from '../dates/calendarDate';
import type { CurrencyCode, Product, Promotion } from '../types/facility';
import { type Stay, stayDays } from './stay';

/** The season-ticket periods, shortest first, with how many months each covers. */
export const SEASON_PERIODS = [
  { period: 'month', months: 1, price: 'MonthlyPrice' },
  { period: 'quarter', months: 3, price: 'QuarterlyPrice' },
  { period: 'half-year', months: 6, price: 'HalfYearlyPrice' },
  { period: 'year', months: 12, price: 'AnnualPrice' },
] as const;

export type SeasonPeriod = (typeof SEASON_PERIODS)[number]['period'];

export type StayExclusion =
  | UnavailableReason
  /** A day of the stay has no published price (short-term), or no period covers it. */
  | 'no-price'
  /** Longer than the longest period the product sells. */
  | 'stay-too-long';

export type StayOption =
  | {
      product: Product;
      included: true;
      /** What the stay costs with this product, in minor units (öre, cent). */
      totalMinor: number;
      currency: CurrencyCode;
      /** Short-term products: the sum of each day's price; season tickets: one period. */
      basis: { kind: 'days'; days: number } | { kind: 'period'; period: SeasonPeriod };
      /** The discount of a promotion that applies from the first day, in minor units (0 if none). */
      discountMinor: number;
    }
  | { product: Product; included: false; reason: StayExclusion };

/** Major units (kronor, euros, as the server sends them) to whole minor units. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A day's price of a short-term product: Sunday's own price when there is one (as the order total reads it). */
function dayPrice(product: Product, day: CalendarDate): number | null {
  const weekday = dayOfWeek(day);
  if (weekday === null) return null;
  const price =
    weekday === 6 && isPrice(product.SundayPrice) ? product.SundayPrice : product.WeekdayPrices?.[weekday];
  return isPrice(price) ? price : null;
}

/** The last day a season ticket of `months` months starting on `from` covers. */
function periodEnd(from: CalendarDate, months: number): CalendarDate | null {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months;
  const endYear = year + Math.floor(index / 12);
  const endMonth = (index % 12) + 1;
  // The same day of the month, months later (the last day of a shorter month), minus one day.
  const lastOfMonth = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  const same = `${String(endYear).padStart(4, '0')}-${String(endMonth).padStart(2, '0')}-${String(
    Math.min(day, lastOfMonth),
  ).padStart(2, '0')}`;
  return addDays(same, -1);
}

/** A promotion that applies from the stay's first day: no start-after delay, valid that day. */
function immediatePromotion(
  promotions: readonly Promotion[] | undefined,
  from: CalendarDate,
): Promotion | null {
  for (const promotion of promotions ?? []) {
    if (promotion.StartAfter > 0) continue;
    const validFrom = promotion.DiscountValidity?.ValidFrom?.slice(0, 10);
    const validTo = promotion.DiscountValidity?.ValidTo?.slice(0, 10);
    if (validFrom && from < validFrom) continue;
    if (validTo && from > validTo) continue;
    if (isPrice(promotion.DiscountPercent) || isPrice(promotion.DiscountValue)) return promotion;
  }
  return null;
}

function discountOf(promotion: Promotion | null, totalMinor: number): number {
  if (!promotion) return 0;
  const discount = isPrice(promotion.DiscountPercent)
    ? Math.round((totalMinor * Math.min(promotion.DiscountPercent, 100)) / 100)
    : toMinor(promotion.DiscountValue);
  return Math.min(discount, totalMinor);
}

/**
 * What a stay costs with one product, or why the product is left out:
 * - pre-booking and flex: the sum of each day's published price (WeekdayPrices Monday first,
 *   SundayPrice on Sundays when it is set);
 * - season ticket: the price of the shortest period (month, quarter, half year, year) that
 *   covers the whole stay from its first day;
 * - left out: not bookable online, not available or sold out, on sale only after the first day
 *   (start-selling date) or no longer after the last (last booking ends), a day without a price.
 * A promotion without a start-after delay that is valid on the first day takes its percentage
 * or amount off; free and half-price months start later, so they do not change a first period.
 * Money is summed in minor units: no floating-point sums.
 */
export function stayOption(product: Product, stay: Stay): StayOption {
  const exclude = (reason: StayExclusion): StayOption => ({ product, included: false, reason });
  for (const day of [stay.from, stay.until]) {
    const availability = productOptionAvailability(product, day);
    if (!availability.available) return exclude(availability.reason);
  }
  let totalMinor = 0;
  let basis: Extract<StayOption, { included: true }>['basis'];
  if (product.ProcessType === 'SeasonTicket') {
    const covering = SEASON_PERIODS.find(({ months, price }) => {
      const end = periodEnd(stay.from, months);
      return end !== null && stay.until <= end && isPrice(product[price]);
    });
    if (!covering) {
      const longest = periodEnd(stay.from, 12);
      return exclude(longest !== null && stay.until > longest ? 'stay-too-long' : 'no-price');
    }
    totalMinor = toMinor(product[covering.price]);
    basis = { kind: 'period', period: covering.period };
  } else {
    const days = stayDays(stay);
    for (const day of days) {
      const price = dayPrice(product, day);
      if (price === null) return exclude('no-price');
      totalMinor += toMinor(price);
    }
    basis = { kind: 'days', days: days.length };
  }
  const discountMinor = discountOf(immediatePromotion(product.Promotions, stay.from), totalMinor);
  return {
    product,
    included: true,
    totalMinor: totalMinor - discountMinor,
    currency: product.Currency,
    basis,
    discountMinor,
  };
}

export interface StayPrice {
  /** The cheapest included option: the facility's "price for your stay"; null when none is. */
  cheapest: Extract<StayOption, { included: true }> | null;
  /** Every other included option, cheapest first. */
  alternatives: Extract<StayOption, { included: true }>[];
  /** The products left out, with why. */
  excluded: Extract<StayOption, { included: false }>[];
}

/** A facility's price for a stay over its products (ties keep the server's order). */
export function stayPrice(products: readonly Product[], stay: Stay): StayPrice {
  const options = products.map((product) => stayOption(product, stay));
  const included = options
    .filter((option): option is Extract<StayOption, { included: true }> => option.included)
    .sort((a, b) => a.totalMinor - b.totalMinor);
  const [cheapest = null, ...alternatives] = included;
  return {
    cheapest,
    alternatives,
    excluded: options.filter(
      (option): option is Extract<StayOption, { included: false }> => !option.included,
    ),
  };
}
