import type { CalendarDate } from '@nordpark/core';

/**
 * The last day of the date's month. The field needs it at start-up (the `toMonth` bound), so
 * it does not take keyboard.ts's `daysInMonth`, which lives in the calendar's lazy chunk.
 */
export function lastDayOfMonth(date: CalendarDate): CalendarDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return `${date.slice(0, 8)}${days}`;
}
