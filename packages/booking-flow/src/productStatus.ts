import {
  availabilityLevel,
  type CalendarDate,
  type Facility,
  formatLongDate,
  type PageConfig,
  type Product,
  productOptionAvailability,
  type Translate,
} from '@nordpark/core';

/** What a product card says about whether it can be booked for a day. */
export type ProductStatus =
  | { kind: 'available'; level: 'free' | 'few'; count: number }
  /** Nothing left (Availability 0) or the server's NOT_AVAILABLE; `from` only when it is a later day. */
  | { kind: 'full'; from: CalendarDate | null }
  /** Not on sale yet (BOOK-10): on sale from `from` (BOOK-12). */
  | { kind: 'later'; from: CalendarDate }
  | { kind: 'offline' }
  /** Its last booking day has passed (BOOK-11). */
  | { kind: 'ended' };

/**
 * Whether a product can be chosen for `date` (YYYY-MM-DD), in the words a card shows. A
 * sold-out product is "fully booked" whatever day the server says it frees up, and an
 * available-from day is kept only when it is after `date`: "available from today" on a product
 * that cannot be chosen today is a contradiction, not information.
 */
export function productStatus(product: Product, date: CalendarDate): ProductStatus {
  const availability = productOptionAvailability(product, date);
  if (availability.available) {
    const level = availabilityLevel(product.Availability);
    return { kind: 'available', level: level === 'few' ? 'few' : 'free', count: product.Availability };
  }
  const from =
    availability.availableFrom && availability.availableFrom > date ? availability.availableFrom : null;
  switch (availability.reason) {
    case 'online-booking-not-allowed':
      return { kind: 'offline' };
    case 'after-last-booking':
      return { kind: 'ended' };
    case 'before-start-selling':
      return from ? { kind: 'later', from } : { kind: 'full', from: null };
    default:
      return { kind: 'full', from };
  }
}

export const isBookable = (status: ProductStatus) => status.kind === 'available';

/** The status in words, each starting with a capital letter like the facility search's. */
export function statusText(status: ProductStatus, t: Translate, config: PageConfig): string {
  switch (status.kind) {
    case 'available':
      return status.level === 'few'
        ? t('booking.availability.few', { count: status.count })
        : t('booking.availability.free');
    case 'full':
      return status.from
        ? t('booking.availability.fullUntil', { date: formatLongDate(status.from, config.language) })
        : t('booking.availability.full');
    case 'later':
      return t('booking.product.availableFrom', { date: formatLongDate(status.from, config.language) });
    case 'offline':
      return t('booking.product.onlineNotAllowed');
    case 'ended':
      return t('booking.product.unavailable');
  }
}

/** Where a fully booked product's customer can queue: the facility's waiting list, when it has one. */
export function waitingListUrl(
  facility: Pick<Facility, 'HasWaitingList' | 'WaitingListUrl'> | null,
): string | null {
  if (!facility?.HasWaitingList) return null;
  const url = facility.WaitingListUrl?.trim();
  // Only a page address: never a javascript: or data: URL from the server.
  return url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}
