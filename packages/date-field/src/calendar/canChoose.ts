import type { CalendarDate } from '@nordpark/core';
import type { CalendarSettings } from './types';

/** Whether a day can be picked: within the bounds and allowed. */
export function canChoose(settings: CalendarSettings, date: CalendarDate): boolean {
  const { min, max } = settings.bounds;
  return date >= min && (max === null || date <= max) && settings.isAllowed(date);
}
