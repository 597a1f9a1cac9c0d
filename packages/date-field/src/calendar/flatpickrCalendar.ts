// The calendar's own chunk: flatpickr and everything that works on its DOM. Loaded with a
// dynamic import (./load.ts) the first time a field's calendar is wanted, never at start-up.
import { type CalendarDate, localeTag } from '@nordpark/core';
import flatpickr from 'flatpickr';
import type { DayElement, Instance } from 'flatpickr/dist/types/instance';
import { dayElementFor, decorateDay, decorateMonthNav, monthLabel, setTabStop } from './accessibility';
import { calendarKeyDown } from './calendarKeyDown';
import { canChoose } from './canChoose';
import { fromLocalDate, toLocalDate } from './localDates';
import { calendarLocale } from './locales';
import { pickInPlace } from './pickInPlace';
import type { CalendarController, CalendarSettings } from './types';

/** A day of the shown month picked in place; flatpickr's handler never sees that click. */
function pickDay(fp: Instance, event: MouseEvent) {
  const day = pickInPlace(fp, event.target);
  if (!day) return;
  event.preventDefault();
  event.stopPropagation();
  // flatpickr's onChange hooks, as its own pick runs them (the field's onPick is one).
  for (const hook of fp.config.onChange) hook(fp.selectedDates, fp.input.value, fp);
}

/** What `update` compares, to touch the instance only when one of these changed. */
function changeable(settings: CalendarSettings) {
  const { bounds, isAllowed, marked, selected, language, labels } = settings;
  return {
    rules: {
      min: bounds.min,
      max: bounds.max,
      isAllowed,
      markedKey: marked.join(),
      markedLabel: labels.marked,
    },
    texts: { language, year: labels.year, previousMonth: labels.previousMonth, nextMonth: labels.nextMonth },
    selected,
  };
}

const sameValues = (a: object, b: object) =>
  Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);

/** What an update changed, applied to the instance: each only when it changed. */
function applyChanges(
  fp: Instance,
  previous: ReturnType<typeof changeable>,
  next: ReturnType<typeof changeable>,
  settings: CalendarSettings,
) {
  if (!sameValues(next.rules, previous.rules)) {
    // `set` redraws, so the disabled days, marks and labels are recomputed too.
    const { min, max } = next.rules;
    fp.set({ minDate: toLocalDate(min), maxDate: max === null ? undefined : toLocalDate(max) });
    setTabStop(fp, [settings.selected, settings.today]);
  }
  if (!sameValues(next.texts, previous.texts)) {
    const { language, year, previousMonth, nextMonth } = next.texts;
    if (language !== previous.texts.language || year !== previous.texts.year) {
      fp.set('locale', calendarLocale(language, { year }));
    }
    decorateMonthNav(fp, { previous: previousMonth, next: nextMonth });
  }
  if (next.selected !== previous.selected) {
    const { selected } = next;
    const current = fp.selectedDates[0];
    if ((current ? fromLocalDate(current) : null) !== selected) {
      fp.setDate(selected === null ? [] : toLocalDate(selected), false);
      setTabStop(fp, [selected, settings.today]);
    }
  }
}

/**
 * The inline flatpickr on a detached anchor, its options fixed at creation; the callbacks
 * read the newest settings through `latest`.
 */
function openFlatpickr(
  container: HTMLElement,
  initial: CalendarSettings,
  latest: { readonly current: CalendarSettings },
  refresh: (fp: Instance) => void,
): Instance {
  return flatpickr(document.createElement('div'), {
    inline: true,
    appendTo: container,
    allowInput: false,
    clickOpens: false,
    closeOnSelect: false,
    disableMobile: true,
    monthSelectorType: 'static',
    locale: calendarLocale(initial.language, { year: initial.labels.year }),
    now: toLocalDate(initial.today),
    minDate: toLocalDate(initial.bounds.min),
    maxDate: initial.bounds.max === null ? undefined : toLocalDate(initial.bounds.max),
    defaultDate: initial.selected === null ? undefined : toLocalDate(initial.selected),
    disable: [(date: Date) => !latest.current.isAllowed(fromLocalDate(date))],
    onDayCreate: (_dates, _text, _fp, day: DayElement) => {
      const s = latest.current;
      decorateDay(day, {
        localeTag: localeTag(s.language),
        marked: s.marked.includes(fromLocalDate(day.dateObj)),
        markedLabel: s.labels.marked,
      });
    },
    onChange: (dates) => {
      const date = dates[0];
      if (date) latest.current.onPick(fromLocalDate(date));
    },
    onMonthChange: (_dates, _text, self) => refresh(self),
    onYearChange: (_dates, _text, self) => refresh(self),
  });
}

/**
 * Creates one flatpickr calendar inside `container`, from `initial` settings, with every
 * callback reading the newest settings through `latest`. The calendar is flatpickr's inline
 * mode, attached to a detached anchor element: flatpickr never touches our input (no
 * readonly, no clearing of half-typed text, no body-level pop-up to position or leak), and
 * opening, closing and focus are ours. Constructor options are fixed; `update` applies
 * settings that changed later with `set` and `setDate`.
 */
export function createCalendar(
  container: HTMLElement,
  initial: CalendarSettings,
  latest: { readonly current: CalendarSettings },
): CalendarController {
  const tag = () => localeTag(latest.current.language);
  const refresh = (fp: Instance, focusTarget?: CalendarDate) => {
    const s = latest.current;
    setTabStop(fp, [focusTarget ?? null, s.selected, s.today]);
    s.onMonthShown(monthLabel(fp.currentYear, fp.currentMonth, tag()));
  };
  const fp = openFlatpickr(container, initial, latest, refresh);
  fp.calendarContainer.classList.add('np-date-field__calendar');
  // Before flatpickr's own click handler on the same element, which redraws the whole grid.
  fp.daysContainer?.addEventListener('click', (event) => pickDay(fp, event), { capture: true });
  decorateMonthNav(fp, { previous: initial.labels.previousMonth, next: initial.labels.nextMonth });
  if (initial.selected === null && initial.month) fp.jumpToDate(toLocalDate(initial.month), false);
  refresh(fp);

  const moveFocus = (date: CalendarDate) => {
    const month = Number(date.slice(5, 7)) - 1;
    if (fp.currentYear !== Number(date.slice(0, 4)) || fp.currentMonth !== month) {
      fp.jumpToDate(toLocalDate(date), false);
    }
    refresh(fp, date);
    dayElementFor(fp, date)?.focus();
  };

  let applied = changeable(initial);

  return {
    handle: {
      focusDay(preferred) {
        const target = preferred.find(
          (date): date is CalendarDate => date !== null && canChoose(latest.current, date),
        );
        if (target) moveFocus(target);
        else setTabStop(fp, [])?.focus();
      },
      show(date) {
        fp.jumpToDate(toLocalDate(date), false);
        refresh(fp);
      },
      onKeyDownCapture: (event) => calendarKeyDown(event, fp, latest.current, moveFocus),
      onFocusIn(target) {
        if (target instanceof HTMLElement && target.classList.contains('flatpickr-day')) {
          setTabStop(fp, [fromLocalDate((target as DayElement).dateObj)]);
        }
      },
    },

    update(settings) {
      const next = changeable(settings);
      applyChanges(fp, applied, next, settings);
      applied = next;
    },

    destroy() {
      fp.destroy();
    },
  };
}
