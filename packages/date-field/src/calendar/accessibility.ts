import { type CalendarDate, dateTimeFormat } from '@nordpark/core';
import type { DayElement, Instance } from 'flatpickr/dist/types/instance';
import { fromLocalDate } from './localDates';

// flatpickr's calendar is built from spans. These functions fill its accessibility gaps
// (listed in docs/date-field.md) on the DOM it creates, every time it creates it.

function format(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(tag, { ...options, timeZone: 'UTC' });
}

function utc(date: CalendarDate): Date {
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d;
}

/** "tisdag 14 april 2026": the weekday and the language's own word order, which flatpickr's
 * fixed "F j, Y" label lacks. Formatted in UTC from the calendar day, so no zone shifts it. */
export function dayLabel(date: CalendarDate, localeTag: string): string {
  return format(localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    utc(date),
  );
}

/** "april 2026", announced when the calendar shows another month. */
export function monthLabel(year: number, month: number, localeTag: string): string {
  const first = `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
  return format(localeTag, { month: 'long', year: 'numeric' }).format(utc(first));
}

export interface DayDecoration {
  localeTag: string;
  marked: boolean;
  markedLabel: string;
}

/** A day as a button with a full label; a disabled day says so; the chosen day is pressed. */
export function decorateDay(day: DayElement, { localeTag, marked, markedLabel }: DayDecoration): void {
  const label = dayLabel(fromLocalDate(day.dateObj), localeTag);
  day.setAttribute('role', 'button');
  day.setAttribute('aria-label', marked ? `${label}, ${markedLabel}` : label);
  if (marked) day.classList.add('np-date-field__day--marked');
  if (day.classList.contains('flatpickr-disabled')) {
    day.setAttribute('aria-disabled', 'true');
  } else {
    day.setAttribute('aria-pressed', String(day.classList.contains('selected')));
  }
}

/** The previous- and next-month arrows as labelled buttons that the keyboard can reach. */
export function decorateMonthNav(fp: Instance, labels: { previous: string; next: string }): void {
  for (const [nav, label] of [
    [fp.prevMonthNav, labels.previous],
    [fp.nextMonthNav, labels.next],
  ] as const) {
    nav.setAttribute('role', 'button');
    nav.setAttribute('aria-label', label);
    nav.tabIndex = 0;
    nav.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  }
}

const isOutside = (day: Element) =>
  day.classList.contains('prevMonthDay') || day.classList.contains('nextMonthDay');
const isEnabled = (day: Element) => !day.classList.contains('flatpickr-disabled');

/** The day cells of the shown month (not the neighbouring months' days around it). */
export function monthDays(fp: Instance): DayElement[] {
  const all = fp.daysContainer?.querySelectorAll<DayElement>('.flatpickr-day') ?? [];
  return [...all].filter((day) => !isOutside(day));
}

export function dayElementFor(fp: Instance, date: CalendarDate): DayElement | undefined {
  return monthDays(fp).find((day) => fromLocalDate(day.dateObj) === date);
}

/**
 * One day of the grid in the Tab order (a roving tab stop): the given day, else the chosen
 * one, else today, else the month's first day that can be chosen. Returns it.
 */
export function setTabStop(
  fp: Instance,
  preferred: readonly (CalendarDate | null)[],
): DayElement | undefined {
  const days = monthDays(fp);
  const enabled = days.filter(isEnabled);
  const stop =
    preferred
      .map((date) => (date ? enabled.find((day) => fromLocalDate(day.dateObj) === date) : undefined))
      .find(Boolean) ?? enabled[0];
  for (const day of fp.daysContainer?.querySelectorAll<DayElement>('.flatpickr-day') ?? []) {
    if (day === stop) day.tabIndex = 0;
    else if (isEnabled(day)) day.tabIndex = -1;
  }
  return stop;
}
