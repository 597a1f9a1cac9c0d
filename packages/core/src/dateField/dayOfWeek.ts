import { type CalendarDate, isCalendarDate } from '../dates/calendarDate';

/** 0 Monday … 6 Sunday (DATE-13). */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The weekday of a calendar date, Monday = 0 … Sunday = 6 (DATE-13), computed in UTC so the
 * answer never depends on the process's time zone. Null for a date that does not exist.
 */
export function dayOfWeek(date: CalendarDate): DayOfWeek | null {
  if (!isCalendarDate(date)) return null;
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return ((d.getUTCDay() + 6) % 7) as DayOfWeek;
}
