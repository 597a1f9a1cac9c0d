import {
  bookingCalendarFile,
  COUNTRY_TIME_ZONES,
  type Facility,
  facilityAddress,
  facilityLatLng,
  isCalendarDate,
  type Product,
} from '@nordpark/core';
import type { BookingChoices } from '../store/state';

export interface CalendarTexts {
  /** The event's title: "Parkering: Waterfront Garage". */
  summary: string;
  /** The description's lines: the product, the order, how to get in, the instructions, the link. */
  lines: readonly string[];
}

/** The days and times a booking covers, as the calendar file takes them; null without a day. */
export function bookedPeriod(
  booking: Pick<BookingChoices, 'startDate' | 'endDate' | 'inTime' | 'outTime'>,
  product: Pick<Product, 'ProcessType'> | undefined,
): { startDate: string; endDate: string; times?: { in: string; out: string } } | null {
  const { startDate } = booking;
  if (!startDate || !isCalendarDate(startDate)) return null;
  if (product?.ProcessType === 'Flexbooking' && booking.endDate && booking.endDate >= startDate)
    return { startDate, endDate: booking.endDate };
  if (product?.ProcessType === 'Pre-booking' && booking.inTime && booking.outTime)
    return { startDate, endDate: startDate, times: { in: booking.inTime, out: booking.outTime } };
  // A season ticket: the day it starts.
  return { startDate, endDate: startDate };
}

/**
 * The booked stay as an RFC 5545 file (core's bookingCalendarFile): the facility's name,
 * address and coordinates, the period booked (with a pre-booking's times, in the facility's
 * time zone: its own country's, else the page's `country`), and the description's lines.
 * Null when the booking has no day to put in.
 */
export function bookingCalendar(
  facility: Facility,
  booking: Pick<BookingChoices, 'startDate' | 'endDate' | 'inTime' | 'outTime' | 'salesOrderId'>,
  product: Pick<Product, 'ProcessType'> | undefined,
  texts: CalendarTexts,
  now: Date,
  country: string,
): string | null {
  const period = bookedPeriod(booking, product);
  if (!period) return null;
  const address = facilityAddress(facility);
  return bookingCalendarFile({
    uid: booking.salesOrderId ?? `${facility.Uid}-${period.startDate}`,
    ...period,
    timeZone: COUNTRY_TIME_ZONES[facility.Country ?? country] ?? 'Europe/Stockholm',
    summary: texts.summary,
    location: [facility.Name, address].filter(Boolean).join(', '),
    geo: facilityLatLng(facility),
    description: texts.lines.filter(Boolean).join('\n'),
    now,
  });
}

/** A file name the visitor recognises, safe on every system: "parkering-SO-1001.ics". */
export function calendarFileName(base: string, order: string | null): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${[safe(base), order ? safe(order) : ''].filter(Boolean).join('-') || 'booking'}.ics`;
}
