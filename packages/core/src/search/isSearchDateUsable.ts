import { addYears, type CalendarDate, isCalendarDate } from '../dates/calendarDate';

/** How far ahead a search date may lie (spec §9: date limit 1 year ahead). */
export const SEARCH_DATE_MAX_YEARS_AHEAD = 1;

/**
 * Whether a remembered search date may still be used, given today's calendar date (both
 * YYYY-MM-DD). Today itself and the same day a year from now are usable; a day before today
 * (SRCH-30) or after that (SRCH-31) is dropped. Anything that is not a real calendar date is
 * dropped too. Today is a parameter, never read from a clock, so the rule is the same in every
 * time zone and in tests.
 */
export function isSearchDateUsable(date: string, today: CalendarDate): boolean {
  if (!isCalendarDate(date) || !isCalendarDate(today)) return false;
  const lastUsable = addYears(today, SEARCH_DATE_MAX_YEARS_AHEAD);
  return lastUsable !== null && date >= today && date <= lastUsable;
}
