import { addDays } from '../dates/addDays';
import { addYears, type CalendarDate, isCalendarDate } from '../dates/calendarDate';
import { defaultFlexDays } from '../i18n/defaultFlexDays';

/** DATE-20: without an end date, dates up to one year from today are allowed. */
export const END_DATE_YEARS_AHEAD = 1;

const LAST_DAY = '9999-12-31';

export interface AllowedDateSettings {
  /** Today's calendar day (see `todayIn`). */
  today: CalendarDate;
  country: string;
  flexDays?: number | null | undefined;
  startSellingDate?: string | null | undefined;
  endDate?: string | null | undefined;
  showAllDates?: boolean | undefined;
  /** Single days that can never be picked, on top of the range. */
  disabledDays?: readonly string[] | undefined;
}

/** The days a date field accepts: `first` to `last` (inclusive; no `last` = no limit), minus `disabledDays`. */
export interface AllowedDates {
  first: CalendarDate;
  last: CalendarDate | null;
  disabledDays: readonly CalendarDate[];
}

const later = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);

/**
 * The allowed-date rules of spec §5, as a range of calendar days.
 *
 * Without showAllDates: nothing before today plus flex days (DATE-16; flex days default by
 * country, DATE-42..44); nothing before the start-selling date, which matters only when it is
 * after that earliest day (DATE-17, DATE-18); nothing after the end date (DATE-19), which
 * defaults to one year from today (DATE-20).
 *
 * With showAllDates: only days before today or before the start-selling date are excluded
 * (DATE-21, DATE-22); the flex days and the end date do not apply (DATE-23).
 *
 * The caller's disabledDays are excluded in both cases. Invalid dates in the settings are
 * ignored rather than trusted.
 */
export function allowedDates(settings: AllowedDateSettings): AllowedDates {
  const { today, country, showAllDates } = settings;
  const startSelling = isCalendarDate(settings.startSellingDate) ? settings.startSellingDate : null;
  const disabledDays = (settings.disabledDays ?? []).filter(isCalendarDate);
  if (showAllDates) {
    return { first: startSelling ? later(today, startSelling) : today, last: null, disabledDays };
  }
  const flexDays = Math.trunc(defaultFlexDays(country, settings.flexDays));
  const earliest = addDays(today, flexDays) ?? LAST_DAY;
  const first = startSelling ? later(earliest, startSelling) : earliest;
  const last = isCalendarDate(settings.endDate)
    ? settings.endDate
    : (addYears(today, END_DATE_YEARS_AHEAD) ?? LAST_DAY);
  return { first, last, disabledDays };
}

/** Whether a calendar day may be chosen under these allowed dates. */
export function isDateAllowed(date: CalendarDate, allowed: AllowedDates): boolean {
  return (
    isCalendarDate(date) &&
    date >= allowed.first &&
    (allowed.last === null || date <= allowed.last) &&
    !allowed.disabledDays.includes(date)
  );
}
