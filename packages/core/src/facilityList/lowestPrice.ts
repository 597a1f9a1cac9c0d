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
 *
 * With a term chosen the box shows that term's price in its own unit:
 * short-term, the lowest day price of the short-term products; long-term, the lowest monthly
 * price (none when the facility sells no season ticket).
 */
export function lowestPrice(
  products: readonly Product[] | undefined,
  term: ParkingTerm | null = null,
): LowestPrice | null {
  const list = products ?? [];
  if (term !== 'STP') {
    const monthly = positive(list.map((product) => product.MonthlyPrice));
    if (monthly.length > 0) return { amount: Math.min(...monthly), per: 'month' };
    if (term === 'LTP') return null;
  }
  // Short-term chosen: only short-term products' day prices, never a season ticket's month.
  const dayPriced = term === 'STP' ? list.filter((product) => product.ProcessType !== 'SeasonTicket') : list;
  const daily = positive(
    dayPriced.flatMap((product) => [...(product.WeekdayPrices ?? []), product.SundayPrice]),
  );
  if (daily.length > 0) return { amount: Math.min(...daily), per: 'day' };
  return null;
}

/** Which parking the visitor chose (FLT-06): long-term, short-term, or either (null). */
export type ParkingTerm = 'LTP' | 'STP';

/** The term a filter selection asks for; null when it asks for neither or, oddly, both. */
export function chosenTerm(selection: { LTP?: boolean; STP?: boolean }): ParkingTerm | null {
  if (selection.STP && !selection.LTP) return 'STP';
  if (selection.LTP && !selection.STP) return 'LTP';
  return null;
}
