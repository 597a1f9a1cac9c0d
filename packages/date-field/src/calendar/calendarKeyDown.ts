import type { CalendarDate } from '@nordpark/core';
import type { DayElement, Instance } from 'flatpickr/dist/types/instance';
import type { KeyboardEvent } from 'react';
import { setTabStop } from './accessibility';
import { canChoose } from './canChoose';
import { keyMove, landingDay } from './keyboard';
import { fromLocalDate } from './localDates';
import type { CalendarSettings } from './types';

/**
 * The calendar's keys, before flatpickr's own: Escape closes, Enter and Space press a month
 * arrow or pick a day, Tab leaves, and the arrows, Page and Home/End keys move focus among the
 * days that can be chosen (`moveFocus`, which shows another month when needed).
 */
export function calendarKeyDown(
  event: KeyboardEvent<HTMLElement>,
  fp: Instance,
  settings: CalendarSettings,
  moveFocus: (date: CalendarDate) => void,
): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    settings.onEscape();
    return;
  }
  const isNav = target === fp.prevMonthNav || target === fp.nextMonthNav;
  if (isNav && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    event.stopPropagation();
    target.click();
    // At the first or last month the arrow hides itself; keep focus in the calendar.
    if (target.classList.contains('flatpickr-disabled')) setTabStop(fp, [])?.focus();
    return;
  }
  if (!target.classList.contains('flatpickr-day')) return;
  if (event.key === 'Tab') {
    // flatpickr sends Shift+Tab to its own input, which we do not give it: let the browser move on.
    event.stopPropagation();
    return;
  }
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.stopPropagation();
    if (!target.classList.contains('flatpickr-disabled')) target.click();
    return;
  }
  const move = keyMove(event.key, event.shiftKey, fromLocalDate((target as DayElement).dateObj));
  if (!move) return;
  event.preventDefault();
  event.stopPropagation();
  const landing = landingDay(move, settings.bounds, (date) => canChoose(settings, date));
  if (landing) moveFocus(landing);
}
