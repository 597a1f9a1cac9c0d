import type { CalendarDate } from '@nordpark/core';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * flatpickr works in local `Date`s at midnight of the process's zone. These two functions are
 * the only border between its dates and our calendar days, and both go by the local fields
 * (year, month, day), never by the instant, so a day survives the round trip in every zone.
 */
export function toLocalDate(date: CalendarDate): Date {
  const local = new Date(2000, 0, 1);
  local.setFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return local;
}

export function fromLocalDate(date: Date): CalendarDate {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
