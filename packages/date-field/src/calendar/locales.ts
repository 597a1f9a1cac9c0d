import { dateTimeFormat, type Language, localeTag } from '@nordpark/core';
import type { CustomLocale } from 'flatpickr/dist/types/locale';

export interface CalendarLabels {
  year: string;
}

function names(tag: string, options: Intl.DateTimeFormatOptions, days: readonly number[]): string[] {
  const format = dateTimeFormat(tag, { ...options, timeZone: 'UTC' });
  return days.map((day) => format.format(day * 86_400_000));
}

// 4 January 1970 was a Sunday: flatpickr lists weekdays from Sunday. Months from the 1st of each.
const WEEK = [3, 4, 5, 6, 7, 8, 9];
const YEAR = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/**
 * flatpickr's locale for sv, nb, fi or en. The month and weekday names come from `Intl` in
 * the language's own forms (the same source as the days' labels), which spares the page
 * flatpickr's locale files; weeks start on Monday in every language (DATE-26); the labels
 * flatpickr reads come from our texts.
 */
export function calendarLocale(language: Language, labels: CalendarLabels): Partial<CustomLocale> {
  const tag = localeTag(language);
  return {
    weekdays: {
      shorthand: names(tag, { weekday: 'short' }, WEEK),
      longhand: names(tag, { weekday: 'long' }, WEEK),
    } as CustomLocale['weekdays'],
    months: {
      shorthand: names(tag, { month: 'short' }, YEAR),
      longhand: names(tag, { month: 'long' }, YEAR),
    } as CustomLocale['months'],
    firstDayOfWeek: 1,
    yearAriaLabel: labels.year,
  };
}
