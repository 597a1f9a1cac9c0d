import { addDays, type CalendarDate, dayOfWeek } from '@nordpark/core';

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The same day `months` later, clamped to the month's last day (31 March + 1 month = 30 April). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Where a key moves the focused day, and which way to keep looking when that day cannot be chosen. */
export interface KeyMove {
  date: CalendarDate;
  step: 1 | -1 | 7 | -7;
}

/**
 * The date-picker keys of the WAI-ARIA Authoring Practices: arrows move a day or a week, Home
 * and End go to the start (Monday) and end (Sunday) of the week, Page Up and Page Down move a
 * month, with Shift a year. Null for any other key.
 */
export function keyMove(key: string, shiftKey: boolean, from: CalendarDate): KeyMove | null {
  const day = (n: number, step: KeyMove['step']) => {
    const date = addDays(from, n);
    return date ? { date, step } : null;
  };
  switch (key) {
    case 'ArrowLeft':
      return day(-1, -1);
    case 'ArrowRight':
      return day(1, 1);
    case 'ArrowUp':
      return day(-7, -7);
    case 'ArrowDown':
      return day(7, 7);
    case 'Home':
      return day(-(dayOfWeek(from) ?? 0), 1);
    case 'End':
      return day(6 - (dayOfWeek(from) ?? 0), -1);
    case 'PageUp':
      return { date: addMonths(from, shiftKey ? -12 : -1), step: -1 };
    case 'PageDown':
      return { date: addMonths(from, shiftKey ? 12 : 1), step: 1 };
    default:
      return null;
  }
}

export interface CalendarBounds {
  min: CalendarDate;
  max: CalendarDate | null;
}

/**
 * The day a move lands on: the target itself when it can be chosen, else the next one that can,
 * looking on in the move's direction (week by week for up and down). A target beyond the
 * calendar's bounds is brought back to the bound first. Null when no day can be chosen.
 */
export function landingDay(
  move: KeyMove,
  bounds: CalendarBounds,
  canChoose: (date: CalendarDate) => boolean,
): CalendarDate | null {
  let date: CalendarDate | null = move.date;
  let step: number = move.step;
  if (date < bounds.min) {
    date = bounds.min;
    step = 1;
  } else if (bounds.max !== null && date > bounds.max) {
    date = bounds.max;
    step = -1;
  }
  for (let i = 0; date !== null && i < 400; i++) {
    if (date < bounds.min || (bounds.max !== null && date > bounds.max)) return null;
    if (canChoose(date)) return date;
    date = addDays(date, step);
  }
  return null;
}
