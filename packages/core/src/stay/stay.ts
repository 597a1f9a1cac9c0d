import { addDays, daysBetween } from '../dates/addDays';
import { type CalendarDate, isCalendarDate } from '../dates/calendarDate';

// What a stay is, apart from what it costs (stayPrice.ts): the search checks a stay at start
// and loads the pricing rule only once there is one to price.

/** A stay: from its first day to its last, both included (the search's `date` … `until`). */
export interface Stay {
  from: CalendarDate;
  until: CalendarDate;
}

/** The longest stay priced: a year and a day would need more than one season ticket. */
export const MAX_STAY_DAYS = 366;

/** A stay the rule can price: real dates, in order, at most MAX_STAY_DAYS long. Null otherwise. */
export function normaliseStay(from: unknown, until: unknown): Stay | null {
  if (!isCalendarDate(from) || !isCalendarDate(until)) return null;
  const length = daysBetween(from, until);
  return length >= 0 && length < MAX_STAY_DAYS ? { from, until } : null;
}

/** The days of a stay, first to last. */
export function stayDays(stay: Stay): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day: CalendarDate | null = stay.from; day !== null && day <= stay.until; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}
