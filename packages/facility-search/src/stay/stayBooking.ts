import { bookingLink, type PageConfig, stayBookingLink } from '@nordpark/core';
import type { SearchState } from '../store/searchState';
import { selectStay } from '../store/selectors';

/**
 * Where a facility's Book link goes: with a priced stay, the booking link with the cheapest
 * product and the stay's days (`product`, `date`, `until`) so the booking flow starts
 * on them; otherwise the plain booking link (SRCH-46). A string, so a store selector can return it.
 */
export function bookingHref(
  state: Pick<SearchState, 'stayPrice' | 'date' | 'until' | 'stayPrices'>,
  config: Pick<PageConfig, 'bookingflowPage'>,
  uid: string,
): string {
  const stay = selectStay(state);
  const entry = state.stayPrices[uid];
  const cheapest = entry?.status === 'done' ? entry.price.cheapest : null;
  return stay && cheapest
    ? stayBookingLink(config, uid, { productId: cheapest.product.Id, stay })
    : bookingLink(config, uid);
}
