import {
  type CalendarDate,
  type DateFieldValue,
  isDateAllowed,
  type Language,
  parseInputDate,
  pickDate,
} from '@nordpark/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Calendar, useCalendar } from '../calendar/useCalendar';
import type { DateFieldSettings } from './useDateFieldSettings';
import type { DateFieldValueState } from './useDateFieldValue';

/** DATE-39: the calendar closes this long after a day is picked. */
export const CLOSE_AFTER_PICK_MS = 100;

/** Dispatched on the island element (bubbling) when focus leaves the field, with its value. */
export const DATE_FIELD_BLUR_EVENT = 'nordpark:date-field-blur';

export interface DateFieldInputOptions {
  settings: DateFieldSettings;
  value: DateFieldValueState;
  country: string;
  disabled: boolean;
  /** flatpickr's language for the calendar. */
  calendarLanguage: Language;
  /** The day the calendar opens on when nothing is chosen (DATE `month`). */
  month: string | undefined;
  /** Days the calendar marks (DATE `selectedDays`). */
  marked: readonly string[];
  /** Called with the value when focus leaves the field (DATE-11 `onBlur`). */
  onBlur: ((value: DateFieldValue) => void) | undefined;
  /** The island element: the blur event is dispatched on it. */
  element: HTMLElement | undefined;
}

/**
 * The input and its pop-up calendar: opens on click, focus or a key (DATE-33..36), Down arrow
 * into the grid, Enter commits and leaves (DATE-40), Escape and Tab close, a picked day closes
 * it shortly after (DATE-39), and leaving the field commits the text and closes it (DATE-38).
 * The calendar's code loads when the visitor first reaches for the input; what they did while
 * it was on its way (a typed month, Down arrow) is done when it arrives.
 */
/**
 * The pop-up calendar of the field: open or closed, its code loaded on demand, a picked day
 * committed (and the calendar closed shortly after, DATE-39), and what the visitor did while
 * its code was on its way (a typed month, Down arrow) done when it arrives.
 */
function useFieldCalendar(options: DateFieldInputOptions, rootRef: RefObject<HTMLDivElement | null>) {
  const { settings, value, country, disabled } = options;
  const { commit } = value;
  const [open, setOpen] = useState(false);
  const [monthShown, setMonthShown] = useState('');
  const isOpen = open && !disabled;
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarHostRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A day typed before the calendar existed, with the chosen day then: its month is shown
  // when the calendar arrives, unless a new chosen day (which the calendar shows) came since.
  const pendingShow = useRef<{ date: CalendarDate; selected: CalendarDate | null } | null>(null);
  // Down arrow's days to focus, in order, once the calendar is open (and there).
  const focusGridOnOpen = useRef<(CalendarDate | null)[] | null>(null);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const { state } = value;
  const selected =
    state.problem === null && state.value.date !== null ? parseInputDate(state.value.date, country) : null;

  const skipFocusOpen = useRef(false);
  /** Moves focus to the input without the focus opening the calendar again. */
  const focusInput = useCallback(() => {
    const input = inputRef.current;
    if (!input || document.activeElement === input) return;
    skipFocusOpen.current = true;
    input.focus();
    skipFocusOpen.current = false;
  }, []);

  const closeCalendar = useCallback(() => {
    clearTimeout(closeTimer.current);
    focusGridOnOpen.current = null;
    setOpen(false);
  }, []);

  const calendar: Calendar = useCalendar(calendarHostRef, {
    language: options.calendarLanguage,
    today: settings.today,
    bounds: settings.bounds,
    isAllowed: useCallback((date: CalendarDate) => isDateAllowed(date, settings.allowed), [settings.allowed]),
    month: options.month,
    marked: useMemo(() => options.marked.filter(Boolean), [options.marked]),
    selected,
    labels: {
      previousMonth: settings.t('dateField.previousMonth'),
      nextMonth: settings.t('dateField.nextMonth'),
      marked: settings.t('dateField.marked'),
      year: settings.t('dateField.year'),
    },
    onPick: (date) => {
      commit(pickDate(date, settings.ctx), true);
      // flatpickr redraws the grid on a pick, which drops focus from a keyboard-chosen day.
      if (rootRef.current?.contains(document.activeElement) || document.activeElement === document.body) {
        focusInput();
      }
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_PICK_MS);
    },
    onEscape: () => {
      closeCalendar();
      focusInput();
    },
    onMonthShown: setMonthShown,
    onReady: () => {
      const typed = pendingShow.current;
      pendingShow.current = null;
      if (typed && typed.selected === selected) calendar.handle.current?.show(typed.date);
      if (isOpen) moveIntoGrid();
    },
  });
  const { want } = calendar;

  const openCalendar = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (disabled) return;
    want();
    setOpen(true);
  }, [disabled, want]);

  // Waits for the calendar when its code is still on its way: onReady moves then.
  const moveIntoGrid = useCallback(() => {
    const preferred = focusGridOnOpen.current;
    const handle = calendar.handle.current;
    if (!preferred || !handle) return;
    focusGridOnOpen.current = null;
    handle.focusDay(preferred);
  }, [calendar.handle]);
  useEffect(() => {
    if (isOpen) moveIntoGrid();
  }, [isOpen, moveIntoGrid]);

  /** Into the grid on the first of `days` that is there, once the calendar is open and loaded. */
  const focusGrid = (days: (CalendarDate | null)[]) => {
    focusGridOnOpen.current = days;
    if (isOpen) moveIntoGrid();
    else openCalendar();
  };

  /** A day typed in the input: the calendar shows its month (when it arrives, if need be). */
  const showTyped = (typed: CalendarDate) => {
    if (calendar.handle.current) calendar.handle.current.show(typed);
    else pendingShow.current = { date: typed, selected };
  };

  return {
    isOpen,
    monthShown,
    calendar,
    selected,
    inputRef,
    calendarHostRef,
    skipFocusOpen,
    want,
    openCalendar,
    closeCalendar,
    focusGrid,
    showTyped,
  };
}

export function useDateFieldInput(options: DateFieldInputOptions) {
  const { settings, value, country, disabled } = options;
  const { commitText, current } = value;
  const rootRef = useRef<HTMLDivElement>(null);
  const popup = useFieldCalendar(options, rootRef);
  const { isOpen, calendar, selected, skipFocusOpen, want, openCalendar, closeCalendar } = popup;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Enter':
        // DATE-40: Enter commits the typed text and removes focus.
        event.preventDefault();
        commitText(true);
        closeCalendar();
        event.currentTarget.blur();
        return;
      case 'Escape':
        if (isOpen) event.preventDefault();
        closeCalendar();
        return;
      case 'Tab':
        closeCalendar();
        return;
      case 'ArrowDown':
        // Into the grid, on the typed day, else the chosen one, else today (once it is shown).
        event.preventDefault();
        popup.focusGrid([parseInputDate(current.current.text, country), selected, settings.today]);
        return;
      case 'Shift':
      case 'Control':
      case 'Alt':
      case 'Meta':
        return;
      default:
        openCalendar();
    }
  };

  const onChange = (text: string) => {
    value.type(text);
    const typed = parseInputDate(text, country);
    if (typed) popup.showTyped(typed);
  };

  // The pointer on the input: the calendar is likely wanted next, so its code starts loading.
  const onPointerEnter = () => {
    if (!disabled) want();
  };

  const onFocus = () => {
    if (disabled) return;
    want();
    if (!skipFocusOpen.current) openCalendar();
  };

  // A blocked form post: show the error, and keep the calendar from covering it when the
  // browser then focuses the field (in the same task; the flag does not outlive it).
  const onInvalid = () => {
    commitText(true);
    closeCalendar();
    skipFocusOpen.current = true;
    setTimeout(() => {
      skipFocusOpen.current = false;
    }, 0);
  };

  // DATE-38: the calendar closes when focus leaves the field. flatpickr rebuilds the grid when
  // the month changes, which drops focus for a moment; judge once the handler that did it is done.
  const onRootBlur = () => {
    queueMicrotask(() => {
      const root = rootRef.current;
      if (!root || root.contains(document.activeElement)) return;
      commitText();
      closeCalendar();
      const { onBlur, element } = options;
      const { value: blurred } = current.current.state;
      onBlur?.(blurred);
      element?.dispatchEvent(new CustomEvent(DATE_FIELD_BLUR_EVENT, { bubbles: true, detail: blurred }));
    });
  };

  // A mouse press in the calendar keeps focus in the input, so typing goes on there.
  const onPopupMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
  };

  return {
    isOpen,
    monthShown: popup.monthShown,
    calendar,
    refs: { root: rootRef, input: popup.inputRef, calendarHost: popup.calendarHostRef },
    input: { onChange, onKeyDown, onClick: openCalendar, onPointerEnter, onFocus, onInvalid },
    onRootBlur,
    onPopupMouseDown,
  };
}
