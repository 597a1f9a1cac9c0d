import type { CalendarDate } from '../dates/calendarDate';
import { dateTimeFormat } from '../format/intlCache';

/** The time zone whose calendar day is "today" for each market. */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  se: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
};

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  });
}

/**
 * Today's calendar day in the market's own time zone (UTC for a country we do not serve).
 * The date rules count from the operator's today, not the visitor's device: the same instant
 * gives the same allowed dates in Los Angeles and on Kiritimati as in Helsinki, and a test
 * pins the instant, never the zone.
 */
export function todayIn(country: string, now: Date = new Date()): CalendarDate {
  const timeZone = COUNTRY_TIME_ZONES[country.trim().toLowerCase()] ?? 'UTC';
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
