import type { CalendarDate, Language } from '@nordpark/core';
import type { KeyboardEvent } from 'react';
import type { CalendarBounds } from './keyboard';

export interface CalendarSettings {
  /** The calendar's language: month and weekday names and the days' labels. */
  language: Language;
  today: CalendarDate;
  /** The days the calendar can show and offer (navigation stops at these months). */
  bounds: CalendarBounds;
  /** Whether a day within the bounds can be chosen. */
  isAllowed: (date: CalendarDate) => boolean;
  /** Month to show first when no day is chosen. */
  month?: CalendarDate | undefined;
  marked: readonly CalendarDate[];
  selected: CalendarDate | null;
  labels: { previousMonth: string; nextMonth: string; marked: string; year: string };
  onPick: (date: CalendarDate) => void;
  onEscape: () => void;
  /** The shown month changed: its name, for a live region. */
  onMonthShown: (label: string) => void;
  /** The calendar has just been created (its code arrived): do what waited for it. */
  onReady: () => void;
}

export interface CalendarHandle {
  /** Moves focus into the grid, to the first of these days that can be chosen (else the tab stop). */
  focusDay(preferred: readonly (CalendarDate | null)[]): void;
  /** Shows the month of a day without choosing it. */
  show(date: CalendarDate): void;
  /** The keyboard handling flatpickr lacks; call it in the capture phase on the pop-up. */
  onKeyDownCapture(event: KeyboardEvent<HTMLElement>): void;
  /** Keeps the roving tab stop on the day that last had focus. */
  onFocusIn(target: EventTarget): void;
}

/** One living calendar, as the lazily loaded module creates it. */
export interface CalendarController {
  handle: CalendarHandle;
  /** Applies settings that changed since the last call (or since creation) to the instance. */
  update(settings: CalendarSettings): void;
  destroy(): void;
}
