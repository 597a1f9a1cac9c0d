/**
 * Calendar dates as `YYYY-MM-DD` strings. The rules compare days, not instants: a Date or a
 * dayjs object carries the process's time zone, and "today" in Helsinki is not "today" on a
 * build server in UTC. Plain strings compare correctly with < and >, and all arithmetic here
 * runs in UTC, so no result depends on where the code runs.
 */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function partsOf(date: string): DateParts | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function format({ year, month, day }: DateParts): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a real day written as YYYY-MM-DD: 2026-02-30 and 2026-13-01 are not. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && partsOf(value) !== null;
}

/**
 * The same day `years` later. 29 February goes to 28 February in a non-leap year, as
 * dayjs().add(1, 'year') does, so "one year ahead" never spills into March. Null for an
 * invalid date or a result outside years 0000–9999.
 */
export function addYears(date: CalendarDate, years: number): CalendarDate | null {
  const parts = partsOf(date);
  if (!parts || !Number.isInteger(years)) return null;
  const year = parts.year + years;
  if (year < 0 || year > 9999) return null;
  return format({ year, month: parts.month, day: Math.min(parts.day, daysInMonth(year, parts.month)) });
}

/**
 * The calendar day (in UTC) of an ISO date or date-time. A date-time without an offset is read
 * as written, not in the process's zone (which is what Date.parse would do), so the answer is
 * the same on every machine. Null when the text is not an ISO date or date-time.
 */
export function calendarDateOfInstant(isoDateTime: string, plusHours = 0): CalendarDate | null {
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      isoDateTime.trim(),
    );
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  const time = match[2] ?? '00:00';
  const offset = match[3] ?? 'Z';
  // Date.parse only accepts up to milliseconds, and the offset with a colon.
  const normalisedTime = time.replace(/(\.\d{3})\d+$/, '$1');
  const normalisedOffset =
    offset === 'Z' || offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const instant = Date.parse(`${match[1]}T${normalisedTime}${normalisedOffset}`);
  if (Number.isNaN(instant)) return null;
  const shifted = new Date(instant + plusHours * 3_600_000);
  if (Number.isNaN(shifted.getTime())) return null;
  return format({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}
