import type { DayElement, Instance } from 'flatpickr/dist/types/instance';

const isPickable = (day: Element): day is DayElement =>
  day.classList.contains('flatpickr-day') &&
  !day.classList.contains('flatpickr-disabled') &&
  !day.classList.contains('notAllowed') &&
  !day.classList.contains('prevMonthDay') &&
  !day.classList.contains('nextMonthDay');

/**
 * A click on a day of the shown month, picked without flatpickr: its `selectDate` rebuilds
 * all 42 day cells (and our labels on each) for what is a move of the `selected`
 * class from one cell to another. Returns the picked day's element, or null when the click is
 * not such a pick (a neighbouring month's day, a disabled day, not a day): flatpickr's own
 * handler deals with those, redrawing where the month changes.
 */
export function pickInPlace(fp: Instance, target: EventTarget | null): DayElement | null {
  const day = target instanceof Element ? target.closest('.flatpickr-day') : null;
  if (!day || !isPickable(day) || !fp.daysContainer?.contains(day)) return null;
  for (const chosen of fp.daysContainer.querySelectorAll('.flatpickr-day.selected')) {
    chosen.classList.remove('selected');
    if (chosen.hasAttribute('aria-pressed')) chosen.setAttribute('aria-pressed', 'false');
  }
  day.classList.add('selected');
  day.setAttribute('aria-pressed', 'true');
  const date = new Date(day.dateObj.getTime());
  fp.selectedDates = [date];
  fp.latestSelectedDateObj = date;
  fp.selectedDateElem = day;
  return day;
}
