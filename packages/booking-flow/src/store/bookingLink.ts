import { type CalendarDate, type Facility, isCalendarDate } from '@nordpark/core';
import { isBookable, productStatus } from '../productStatus';
import type { StoreContext } from './actionContext';
import { dayAllowed } from './dateRules';
import { releaseSpace } from './spaceLock';
import type { BookingChoices } from './state';

/**
 * What a booking link may carry besides `fId` and `t` (core's `stayBookingLink`):
 * the product the search priced the stay with and the stay's first and last day. As the host
 * passed them: untrusted, any type.
 */
export interface BookingLink {
  product?: unknown;
  date?: unknown;
  until?: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The link's values, from the island's props or, when the props carry none, from the page's
 * own query when it books the same facility (the search links to `?fId=…&t=1&product=…`).
 */
export function bookingLinkOf(props: BookingLink, fId: string, search: string | undefined): BookingLink {
  if (props.product !== undefined || props.date !== undefined || props.until !== undefined) return props;
  if (!search) return {};
  const query = new URLSearchParams(search);
  if (query.get('fId')?.trim() !== fId) return {};
  const link: BookingLink = {};
  for (const name of ['product', 'date', 'until'] as const) {
    const value = query.get(name);
    if (value !== null) link[name] = value;
  }
  return link;
}

/** A link's choices for this facility today; every value that does not fit is left out. */
export function linkChoices(
  facility: Pick<Facility, 'Products'>,
  link: BookingLink,
  today: CalendarDate,
  country: string,
): Pick<BookingChoices, 'productId' | 'startDate' | 'endDate'> {
  const id = text(link.product);
  const product = (facility.Products ?? []).find(
    (item) => id !== '' && item.Id === id && isBookable(productStatus(item, today)),
  );
  const date = text(link.date);
  const startDate = isCalendarDate(date) && dayAllowed(date, product, today, country) ? date : null;
  const until = text(link.until);
  // The last day only for a flex booking (or while no product is chosen): the others book one day or a period.
  const endDate =
    startDate &&
    isCalendarDate(until) &&
    until >= startDate &&
    (!product || product.ProcessType === 'Flexbooking') &&
    dayAllowed(until, product, today, country)
      ? until
      : null;
  return { productId: product?.Id ?? null, startDate, endDate };
}

/**
 * Starts the flow on a booking link's choices, once per link: the product when the
 * facility sells it today, the first day and, for a flex booking, the last. With the product the
 * visitor lands on the dates step to review the days (the product step is one Back away);
 * without it, on the product step. Nothing is applied over a booking that has an order, and a
 * reload of the same link keeps what the visitor changed since. Never throws.
 */
export function applyBookingLink(ctx: StoreContext, link: BookingLink | undefined): void {
  if (!link) return;
  const state = ctx.get();
  const key = JSON.stringify([text(link.product), text(link.date), text(link.until)]);
  if (key === JSON.stringify(['', '', '']) || state.link === key) return;
  if (state.step === 'done' || state.orderStage !== 'none' || !state.facility) return;
  const chosen = linkChoices(state.facility, link, ctx.today(), ctx.config.country);
  const productChanges = chosen.productId !== null && chosen.productId !== state.productId;
  // A space held for another product is not this one's.
  if (productChanges && state.lockId) void releaseSpace(ctx, false);
  ctx.set({
    link: key,
    ...(chosen.productId !== null ? { productId: chosen.productId } : {}),
    ...(productChanges
      ? {
          deviceIds: [],
          paymentOptionId: null,
          paymentMethod: 'card' as const,
          quantity: 1,
          spaceUid: null,
          inTime: null,
          outTime: null,
          flexPrice: null,
          paymentOptions: null,
        }
      : {}),
    ...(chosen.startDate ? { startDate: chosen.startDate, startDateText: null } : {}),
    ...(chosen.endDate ? { endDate: chosen.endDate, endDateText: null } : {}),
    step: chosen.productId !== null ? 'dates' : 'product',
  });
}
