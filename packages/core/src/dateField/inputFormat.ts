import { type CalendarDate, isCalendarDate } from '../dates/calendarDate';

/** How a date is typed and shown in the field: DATE-24 (no, fi) and DATE-25 (everyone else). */
export type DateInputFormat = 'DD.MM.YYYY' | 'YYYY-MM-DD';

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function normalisedCountry(country: string): string {
  return typeof country === 'string' ? country.trim().toLowerCase() : '';
}

/** DD.MM.YYYY for country `no` or `fi` (DATE-24), YYYY-MM-DD for any other (DATE-25). */
export function dateInputFormat(country: string): DateInputFormat {
  const code = normalisedCountry(country);
  return code === 'no' || code === 'fi' ? 'DD.MM.YYYY' : 'YYYY-MM-DD';
}

/** A calendar date written in the country's input format; null for a date that does not exist. */
export function formatInputDate(date: CalendarDate, country: string): string | null {
  if (!isCalendarDate(date)) return null;
  if (dateInputFormat(country) === 'YYYY-MM-DD') return date;
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/**
 * Reads typed text strictly in the country's input format (surrounding spaces aside). Only a
 * day that exists is accepted: 31.04.2026, 77.77.7777 and 2026-02-30 give null and are never
 * rolled over to another day, as `new Date()` and lenient parsers do. Never throws, whatever
 * it is given.
 */
export function parseInputDate(text: unknown, country: string): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  let date: string;
  if (dateInputFormat(country) === 'DD.MM.YYYY') {
    const match = DOTTED.exec(trimmed);
    if (!match) return null;
    date = `${match[3]}-${match[2]}-${match[1]}`;
  } else {
    if (!ISO.test(trimmed)) return null;
    date = trimmed;
  }
  return isCalendarDate(date) ? date : null;
}
