import { type CalendarDate, isCalendarDate } from './calendarDate';

const DAY_MS = 86_400_000;

/** The day-number since 1970-01-01 of a calendar date, computed in UTC (no zone involved). */
function epochDay(date: CalendarDate): number {
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round(d.getTime() / DAY_MS);
}

function fromEpochDay(day: number): CalendarDate {
  const d = new Date(day * DAY_MS);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(
    d.getUTCDate(),
  ).padStart(2, '0')}`;
}

/**
 * The calendar day `days` after `date` (before it when negative), counted in whole days in UTC,
 * so a daylight-saving change in the process's zone never adds or loses a day. Null for an
 * invalid date, a non-integer count, or a result outside years 0000–9999.
 */
export function addDays(date: CalendarDate, days: number): CalendarDate | null {
  if (!isCalendarDate(date) || !Number.isInteger(days)) return null;
  const result = fromEpochDay(epochDay(date) + days);
  return isCalendarDate(result) ? result : null;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return epochDay(to) - epochDay(from);
}
