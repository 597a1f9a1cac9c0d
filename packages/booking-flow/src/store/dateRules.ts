import {
  allowedDates,
  type CalendarDate,
  calendarDateOfInstant,
  isDateAllowed,
  type Product,
  START_SELLING_GRACE_HOURS,
} from '@nordpark/core';

/** The date field's limits for a product's days (the dates step's field, and a booking link's days). */
export interface DateRules {
  required: true;
  /** Short stays can start today; a season ticket keeps the country's notice (flex days). */
  flexDays?: number;
  startSellingDate?: CalendarDate;
  endDate?: CalendarDate;
}

export function dateRules(product: Product, today: CalendarDate): DateRules {
  const shortTerm = product.ProcessType !== 'SeasonTicket';
  const firstDay = product.StartSellingDate
    ? calendarDateOfInstant(product.StartSellingDate, START_SELLING_GRACE_HOURS)
    : null;
  const lastDay = product.LastBookingEnds ? calendarDateOfInstant(product.LastBookingEnds) : null;
  return {
    required: true,
    ...(shortTerm ? { flexDays: 0 } : {}),
    ...(firstDay ? { startSellingDate: firstDay } : {}),
    ...(lastDay && lastDay > today ? { endDate: lastDay } : {}),
  };
}

/** Whether the product's date field would take `date` (without a product: today to a year ahead). */
export function dayAllowed(
  date: CalendarDate,
  product: Product | undefined,
  today: CalendarDate,
  country: string,
): boolean {
  const rules = product ? dateRules(product, today) : { flexDays: 0 };
  return isDateAllowed(date, allowedDates({ today, country, ...rules }));
}
