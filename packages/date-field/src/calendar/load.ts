import { cachedLoader, type TrackedPromise } from '@nordpark/core';

export type CalendarModule = typeof import('./flatpickrCalendar');

const load = cachedLoader((_: 'calendar') => import('./flatpickrCalendar'));

/**
 * The calendar's code (flatpickr and our work on its DOM), loaded once per page, the first
 * time a field's calendar is wanted: the same promise every time, marked `status:
 * 'fulfilled'` once it has arrived, so a field can create its calendar at once from then on.
 * A failed load is forgotten, so the next try loads again.
 */
export function loadCalendar(): TrackedPromise<CalendarModule> {
  return load('calendar');
}
