import { type CalendarDate, type Language, localeTag } from '@nordpark/core';
import flatpickr from 'flatpickr';
import type { DayElement, Instance } from 'flatpickr/dist/types/instance';
import type { CustomLocale } from 'flatpickr/dist/types/locale';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { dayElementFor, decorateDay, decorateMonthNav, monthLabel, setTabStop } from './accessibility';
import { type CalendarBounds, keyMove, landingDay } from './keyboard';
import { fromLocalDate, toLocalDate } from './localDates';

export interface CalendarSettings {
  language: Language;
  locale: Partial<CustomLocale>;
  today: CalendarDate;
  /** The days the calendar can show and offer (navigation stops at these months). */
  bounds: CalendarBounds;
  /** Whether a day within the bounds can be chosen. */
  isAllowed: (date: CalendarDate) => boolean;
  /** Month to show first when no day is chosen. */
  month?: CalendarDate | undefined;
  marked: readonly CalendarDate[];
  selected: CalendarDate | null;
  labels: { previousMonth: string; nextMonth: string; marked: string };
  onPick: (date: CalendarDate) => void;
  onEscape: () => void;
  /** The shown month changed: its name, for a live region. */
  onMonthShown: (label: string) => void;
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

function canChoose(settings: CalendarSettings, date: CalendarDate): boolean {
  const { min, max } = settings.bounds;
  return date >= min && (max === null || date <= max) && settings.isAllowed(date);
}

/**
 * A thin wrapper around one flatpickr instance, shaped like react-leaflet's: the instance is
 * created once, in an effect, inside `host`, and destroyed in the effect's cleanup (so React
 * StrictMode's mount–unmount–mount leaves exactly one calendar and no listeners behind).
 * Constructor options are fixed; settings that can change later are applied with `set` and
 * `setDate` when they change. Callbacks read the latest settings through a ref, so they are never
 * stale and never re-create the instance.
 *
 * The calendar is flatpickr's inline mode, attached to a detached anchor element: flatpickr
 * never touches our input (no readonly, no clearing of half-typed text, no body-level
 * pop-up to position or leak), and opening, closing and focus are ours.
 */
export function useCalendar(
  host: RefObject<HTMLElement | null>,
  settings: CalendarSettings,
): RefObject<CalendarHandle | null> {
  const latest = useRef(settings);
  const handle = useRef<CalendarHandle | null>(null);
  const instance = useRef<Instance | null>(null);
  useLayoutEffect(() => {
    latest.current = settings;
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const initial = latest.current;
    const tag = () => localeTag(latest.current.language);
    const refresh = (fp: Instance, focusTarget?: CalendarDate) => {
      const s = latest.current;
      setTabStop(fp, [focusTarget ?? null, s.selected, s.today]);
      s.onMonthShown(monthLabel(fp.currentYear, fp.currentMonth, tag()));
    };
    const fp = flatpickr(document.createElement('div'), {
      inline: true,
      appendTo: container,
      allowInput: false,
      clickOpens: false,
      closeOnSelect: false,
      disableMobile: true,
      monthSelectorType: 'static',
      locale: initial.locale,
      now: toLocalDate(initial.today),
      minDate: toLocalDate(initial.bounds.min),
      maxDate: initial.bounds.max === null ? undefined : toLocalDate(initial.bounds.max),
      defaultDate: initial.selected === null ? undefined : toLocalDate(initial.selected),
      disable: [(date: Date) => !latest.current.isAllowed(fromLocalDate(date))],
      onDayCreate: (_dates, _text, _fp, day: DayElement) => {
        const s = latest.current;
        decorateDay(day, {
          localeTag: tag(),
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
    fp.calendarContainer.classList.add('np-date-field__calendar');
    decorateMonthNav(fp, { previous: initial.labels.previousMonth, next: initial.labels.nextMonth });
    if (initial.selected === null && initial.month) fp.jumpToDate(toLocalDate(initial.month), false);
    refresh(fp);
    instance.current = fp;

    const moveFocus = (date: CalendarDate) => {
      const month = Number(date.slice(5, 7)) - 1;
      if (fp.currentYear !== Number(date.slice(0, 4)) || fp.currentMonth !== month) {
        fp.jumpToDate(toLocalDate(date), false);
      }
      refresh(fp, date);
      dayElementFor(fp, date)?.focus();
    };

    handle.current = {
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
      onKeyDownCapture(event) {
        const target = event.target as HTMLElement;
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          latest.current.onEscape();
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
        const landing = landingDay(move, latest.current.bounds, (date) => canChoose(latest.current, date));
        if (landing) moveFocus(landing);
      },
      onFocusIn(target) {
        if (target instanceof HTMLElement && target.classList.contains('flatpickr-day')) {
          setTabStop(fp, [fromLocalDate((target as DayElement).dateObj)]);
        }
      },
    };
    return () => {
      handle.current = null;
      instance.current = null;
      fp.destroy();
    };
  }, [host]);

  // Settings that may change after creation, applied to the living instance when they do.
  const { min, max } = settings.bounds;
  const { isAllowed, locale, selected } = settings;
  const { previousMonth, nextMonth, marked: markedLabel } = settings.labels;
  const markedKey = settings.marked.join();
  const rules = useRef({ min, max, isAllowed, markedKey, markedLabel });
  useEffect(() => {
    const fp = instance.current;
    const next = { min, max, isAllowed, markedKey, markedLabel };
    const previous = rules.current;
    rules.current = next;
    if (!fp || Object.entries(next).every(([key, value]) => previous[key as keyof typeof next] === value))
      return;
    // `set` redraws, so the disabled days, marks and labels are recomputed too.
    fp.set({ minDate: toLocalDate(min), maxDate: max === null ? undefined : toLocalDate(max) });
    setTabStop(fp, [latest.current.selected, latest.current.today]);
  }, [min, max, isAllowed, markedKey, markedLabel]);

  const texts = useRef({ locale, previousMonth, nextMonth });
  useEffect(() => {
    const fp = instance.current;
    const previous = texts.current;
    texts.current = { locale, previousMonth, nextMonth };
    if (!fp) return;
    if (previous.locale !== locale) fp.set('locale', locale);
    decorateMonthNav(fp, { previous: previousMonth, next: nextMonth });
  }, [locale, previousMonth, nextMonth]);

  useEffect(() => {
    const fp = instance.current;
    if (!fp) return;
    const current = fp.selectedDates[0];
    if ((current ? fromLocalDate(current) : null) === selected) return;
    fp.setDate(selected === null ? [] : toLocalDate(selected), false);
    setTabStop(fp, [selected, latest.current.today]);
  }, [selected]);

  return handle;
}
