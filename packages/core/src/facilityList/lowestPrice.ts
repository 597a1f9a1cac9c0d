import type { Product } from '../types/facility';

export interface LowestPrice {
  amount: number;
  /** Season tickets are sold per month; short-term parking per day. */
  per: 'month' | 'day';
}

const positive = (values: readonly number[]): number[] =>
  values.filter((value) => typeof value === 'number' && Number.isFinite(value) && value > 0);

/**
 * The "from" price of a facility's price box (SRCH-20): the lowest monthly price of its
 * season tickets, else the lowest day price of its short-term products, else null (no box).
 * Zero and missing prices are "not sold this way", never "free". Products that cannot be
 * bought now (NOT_AVAILABLE) still count: the box shows what parking here costs.
 */
export function lowestPrice(products: readonly Product[] | undefined): LowestPrice | null {
  const list = products ?? [];
  const monthly = positive(list.map((product) => product.MonthlyPrice));
  if (monthly.length > 0) return { amount: Math.min(...monthly), per: 'month' };
  const daily = positive(list.flatMap((product) => [...(product.WeekdayPrices ?? []), product.SundayPrice]));
  if (daily.length > 0) return { amount: Math.min(...daily), per: 'day' };
  return null;
}
