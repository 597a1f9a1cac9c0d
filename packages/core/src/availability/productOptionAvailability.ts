import { type CalendarDate, calendarDateOfInstant, isCalendarDate } from '../dates/calendarDate';
import type { Product } from '../types/facility';

export type UnavailableReason =
  /** The product cannot be bought online at all; the customer must contact the operator. */
  | 'online-booking-not-allowed'
  /** The server marks the parking space as not available. */
  | 'not-available'
  /** The chosen date is before the product is on sale (BOOK-10). */
  | 'before-start-selling'
  /** The chosen date is after the last day a booking may end (BOOK-11). */
  | 'after-last-booking'
  /** Nothing left to sell: Availability is 0 or less. */
  | 'sold-out';

export type ProductOptionAvailability =
  | { available: true }
  | {
      available: false;
      /** First calendar day the option can be chosen (BOOK-12), or null when no such day is known. */
      availableFrom: CalendarDate | null;
      reason: UnavailableReason;
    };

/**
 * The server sends StartSellingDate as the instant local midnight begins, which in UTC is
 * 22:00 or 23:00 the day before (Nordic offsets are +1 to +3). Adding 6 hours lands that
 * instant on the intended calendar day whatever the offset, which is why the rule says
 * "plus 6 hours" (BOOK-10).
 */
export const START_SELLING_GRACE_HOURS = 6;

export type ProductAvailabilityFields = Pick<
  Product,
  | 'StartSellingDate'
  | 'LastBookingEnds'
  | 'OnlineBookingNotAllowed'
  | 'ParkingSpaceStatus'
  | 'Availability'
  | 'AvailableFrom'
>;

function serverDate(value: string | null | undefined, plusHours = 0): CalendarDate | null {
  return typeof value === 'string' ? calendarDateOfInstant(value, plusHours) : null;
}

/**
 * Whether a product can be chosen for a start date (YYYY-MM-DD), and if not, why and from when.
 *
 * Checks run from the most to the least permanent reason, so the customer sees the one that
 * would still block them after the others are fixed:
 * 1. OnlineBookingNotAllowed: never bookable here, so no available-from date.
 * 2. ParkingSpaceStatus NOT_AVAILABLE: the server's verdict; its AvailableFrom, if any, is the date.
 * 3. Before StartSellingDate + 6 hours (BOOK-10): available from that calendar day (BOOK-12).
 * 4. After LastBookingEnds (BOOK-11): the option will not come back, so no available-from date.
 * 5. Availability 0 or less: sold out; the server's AvailableFrom, if any, is the date.
 *
 * MaxSalesAmount is deliberately not consulted: it caps how many units one order may buy, it
 * says nothing about whether one unit is left (that is Availability).
 *
 * A null or malformed chosen date skips the date checks (3 and 4): the simple search variant
 * has no date, and the date field validates its own input before anything is chosen.
 */
export function productOptionAvailability(
  product: ProductAvailabilityFields,
  chosenDate: CalendarDate | null,
): ProductOptionAvailability {
  if (product.OnlineBookingNotAllowed === true) {
    return { available: false, availableFrom: null, reason: 'online-booking-not-allowed' };
  }
  if (product.ParkingSpaceStatus === 'NOT_AVAILABLE') {
    return { available: false, availableFrom: serverDate(product.AvailableFrom), reason: 'not-available' };
  }
  if (isCalendarDate(chosenDate)) {
    const firstSellingDay = serverDate(product.StartSellingDate, START_SELLING_GRACE_HOURS);
    if (firstSellingDay !== null && chosenDate < firstSellingDay) {
      return { available: false, availableFrom: firstSellingDay, reason: 'before-start-selling' };
    }
    const lastBookingDay = serverDate(product.LastBookingEnds);
    if (lastBookingDay !== null && chosenDate > lastBookingDay) {
      return { available: false, availableFrom: null, reason: 'after-last-booking' };
    }
  }
  if (typeof product.Availability === 'number' && product.Availability <= 0) {
    return { available: false, availableFrom: serverDate(product.AvailableFrom), reason: 'sold-out' };
  }
  return { available: true };
}
