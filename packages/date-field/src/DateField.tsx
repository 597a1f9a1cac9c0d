import {
  type AllowedDates,
  allowedDates,
  type CalendarDate,
  createTranslator,
  type DateFieldContext,
  type DateFieldState,
  type DateFieldValue,
  dateInputFormat,
  defaultFlexDays,
  enterText,
  formatInputDate,
  initialDateFieldState,
  isDateAllowed,
  type PageConfig,
  parseInputDate,
  pickDate,
  revalidateDateFieldState,
  startDateExplanation,
  type Translate,
  todayIn,
} from '@nordpark/core';
import { Spinner } from '@nordpark/ui/spinner';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { pushDateSelection } from './analytics';
import { calendarLanguage } from './calendar/language';
import { lastDayOfMonth } from './calendar/months';
import { useCalendar } from './calendar/useCalendar';
import { loadDateFieldCatalogue } from './messages/load';
import type { DateFieldProps } from './props';

/** DATE-39: the calendar closes this long after a day is picked. */
export const CLOSE_AFTER_PICK_MS = 100;

/** Dispatched on the island element (bubbling) with the new DateFieldValue as `detail`. */
export const DATE_FIELD_CHANGE_EVENT = 'nordpark:date-field-change';
/** Dispatched on the island element (bubbling) when focus leaves the field, with its value. */
export const DATE_FIELD_BLUR_EVENT = 'nordpark:date-field-blur';

export interface DateFieldComponentProps {
  config: PageConfig;
  props: DateFieldProps;
  /** The island element, when mounted as an island: change and blur events are dispatched on it. */
  element?: HTMLElement;
  /** Called with the new value whenever it changes (DATE-11 `setValue`). */
  setValue?: (value: DateFieldValue) => void;
  /** Called with the value when focus leaves the field (DATE-11 `onBlur`). */
  onBlur?: (value: DateFieldValue) => void;
  /** Content shown under the error line (DATE-04). */
  children?: ReactNode;
  /** Today, `YYYY-MM-DD`. Defaults to today in the country's time zone; set it in tests and stories. */
  today?: CalendarDate;
}

function sameValue(a: DateFieldValue, b: DateFieldValue): boolean {
  return a.date === b.date && a.dayOfWeek === b.dayOfWeek && a.error === b.error && a.required === b.required;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The date-selection field of spec §2: an optional label with extra text, a text input with a
 * pop-up calendar, the validation error line, optional child content and the start-date
 * explanation. Typed text is read strictly in the country's format when it is committed
 * (blur or Enter); a day picked in the calendar is committed at once. The rules are core's.
 *
 * The texts of the page language are a chunk of their own: until they have arrived (once per
 * page) the field suspends, so render it inside a `<Suspense>` (or await
 * `loadDateFieldCatalogue(language)` first). The calendar's code (flatpickr) loads when the
 * visitor first points at, focuses, clicks or types in the input; typing works without it.
 */
export function DateField({
  config,
  props,
  element,
  setValue,
  onBlur,
  children,
  today: todayProp,
}: DateFieldComponentProps) {
  const { country, language } = config;
  const disabled = props.disabled === true;
  const required = props.required === true;
  const labelText = props.label ?? props.text;
  const catalogue = use(loadDateFieldCatalogue(language));
  const t = useMemo(
    () => createTranslator({ [language]: catalogue }, language, config.texts),
    [catalogue, language, config.texts],
  );
  const dotted = dateInputFormat(country) === 'DD.MM.YYYY';
  const pattern = t(dotted ? 'dateField.pattern.dotted' : 'dateField.pattern.iso');

  // "Today" is fixed for the life of the field, so its rules do not shift under the visitor.
  const [today] = useState(() => todayProp ?? todayIn(country));
  const flexDays = defaultFlexDays(country, props.flexDays);
  const disabledKey = (props.disabledDays ?? []).join();
  const allowed: AllowedDates = useMemo(
    () =>
      allowedDates({
        today,
        country,
        flexDays,
        startSellingDate: props.startSellingDate,
        endDate: props.endDate,
        showAllDates: props.showAllDates,
        disabledDays: disabledKey ? disabledKey.split(',') : [],
      }),
    [today, country, flexDays, props.startSellingDate, props.endDate, props.showAllDates, disabledKey],
  );
  const ctx: DateFieldContext = useMemo(
    () => ({ country, allowed, required, extraClass: props.extraClass, errorText: props.errorText }),
    [country, allowed, required, props.extraClass, props.errorText],
  );

  const [state, setState] = useState<DateFieldState>(() => initialDateFieldState(props.value, ctx));
  const [text, setText] = useState(state.text);
  const [open, setOpen] = useState(false);
  const [monthShown, setMonthShown] = useState('');
  const isOpen = open && !disabled;

  // Event handlers and flatpickr's callbacks read the newest of these without re-subscribing.
  const stateRef = useRef(state);
  const textRef = useRef(text);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarHostRef = useRef<HTMLDivElement>(null);
  const skipFocusOpen = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = { setValue, onBlur, element, label: labelText ?? props.name ?? '', ctx };
  const notify = useRef(latest);
  useLayoutEffect(() => {
    notify.current = latest;
  });

  // A day typed before the calendar existed, with the chosen day then: its month is shown
  // when the calendar arrives, unless a new chosen day (which the calendar shows) came since.
  const pendingShow = useRef<{ date: CalendarDate; selected: CalendarDate | null } | null>(null);
  // Down arrow's days to focus, in order, once the calendar is open (and there).
  const focusGridOnOpen = useRef<(CalendarDate | null)[] | null>(null);

  const commit = useCallback((next: DateFieldState, byVisitor: boolean) => {
    const previous = stateRef.current;
    stateRef.current = next;
    textRef.current = next.text;
    setState(next);
    setText(next.text);
    if (sameValue(previous.value, next.value)) return;
    const { setValue: onChange, element: island, label } = notify.current;
    onChange?.(next.value);
    island?.dispatchEvent(new CustomEvent(DATE_FIELD_CHANGE_EVENT, { bubbles: true, detail: next.value }));
    // DATE-41: a visitor's new date goes to the analytics data layer.
    if (byVisitor && next.value.date !== null && next.value.date !== previous.value.date) {
      pushDateSelection(label, next.value.date);
    }
  }, []);

  // New settings (say a later start-selling date) judge the current entry again.
  useEffect(() => {
    const next = revalidateDateFieldState(stateRef.current, ctx);
    if (next !== stateRef.current) commit(next, false);
  }, [ctx, commit]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const commitText = useCallback(
    (force = false) => {
      if (!force && textRef.current === stateRef.current.text) return;
      commit(enterText(textRef.current, stateRef.current.text, notify.current.ctx), true);
    },
    [commit],
  );

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

  const selected =
    state.problem === null && state.value.date !== null ? parseInputDate(state.value.date, country) : null;
  const calendarLang = calendarLanguage(props.locale, language);
  // fromMonth and toMonth stop the calendar's navigation, on top of the allowed dates.
  const fromMonthStart = props.fromMonth ? `${props.fromMonth.slice(0, 8)}01` : null;
  const navMin = fromMonthStart !== null && fromMonthStart > allowed.first ? fromMonthStart : allowed.first;
  const toMonthEnd = props.toMonth ? lastDayOfMonth(props.toMonth) : null;
  const navMax =
    toMonthEnd !== null && (allowed.last === null || toMonthEnd < allowed.last) ? toMonthEnd : allowed.last;
  const isAllowed = useCallback((date: CalendarDate) => isDateAllowed(date, allowed), [allowed]);
  const marked = useMemo(() => (props.selectedDays ?? []).filter(Boolean), [props.selectedDays]);

  const calendar = useCalendar(calendarHostRef, {
    language: calendarLang,
    today,
    bounds: { min: navMin, max: navMax },
    isAllowed,
    month: props.month,
    marked,
    selected,
    labels: {
      previousMonth: t('dateField.previousMonth'),
      nextMonth: t('dateField.nextMonth'),
      marked: t('dateField.marked'),
      year: t('dateField.year'),
    },
    onPick: (date) => {
      commit(pickDate(date, notify.current.ctx), true);
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
      // What the visitor did while the calendar's code was on its way: a typed month, and
      // Down arrow's move into the grid.
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

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        focusGridOnOpen.current = [parseInputDate(textRef.current, country), selected, today];
        if (isOpen) moveIntoGrid();
        else openCalendar();
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

  const onInputChange = (value: string) => {
    textRef.current = value;
    setText(value);
    const typed = parseInputDate(value, country);
    if (!typed) return;
    if (calendar.handle.current) calendar.handle.current.show(typed);
    else pendingShow.current = { date: typed, selected };
  };

  // The pointer on the input: the calendar is likely wanted next, so its code starts loading.
  const onInputPointerEnter = () => {
    if (!disabled) want();
  };

  const onInputFocus = () => {
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
  const onRootBlur = (_event: FocusEvent<HTMLDivElement>) => {
    queueMicrotask(() => {
      const root = rootRef.current;
      if (!root || root.contains(document.activeElement)) return;
      commitText();
      closeCalendar();
      const { onBlur: blurred, element: island } = notify.current;
      blurred?.(stateRef.current.value);
      island?.dispatchEvent(
        new CustomEvent(DATE_FIELD_BLUR_EVENT, { bubbles: true, detail: stateRef.current.value }),
      );
    });
  };

  // A mouse press in the calendar keeps focus in the input, so typing goes on there.
  const onPopupMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
  };

  const error = state.value.error;
  const errorMessage =
    error === null
      ? ''
      : typeof error === 'string'
        ? error
        : problemMessage(state, allowed, country, t, pattern);
  useEffect(() => {
    inputRef.current?.setCustomValidity(errorMessage);
  }, [errorMessage]);

  const explanation = startDateExplanation({ text: props.startDateExplanation, disabled, flexDays });
  const id = useId();
  const inputId = `${id}input`;
  const errorId = `${id}error`;
  const explanationId = `${id}explanation`;
  const hintId = `${id}hint`;
  const dialogId = `${id}calendar`;
  const calendarHintId = `${id}calendar-hint`;
  const describedBy = [errorMessage && errorId, explanation && explanationId, hintId]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: onBlur only watches focus leave the field; the input and the calendar are its controls.
    <div
      ref={rootRef}
      className={classNames(
        'np-date-field',
        props.extraClass,
        disabled && 'np-date-field--disabled',
        errorMessage !== '' && 'np-date-field--invalid',
      )}
      onBlur={onRootBlur}
    >
      {labelText && (
        <label className="np-date-field__label" htmlFor={inputId}>
          {labelText}
          {props.extraText && <span className="np-date-field__extra-text"> {props.extraText}</span>}
        </label>
      )}
      <div className="np-date-field__control">
        <input
          ref={inputRef}
          id={inputId}
          className="np-date-field__input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={dialogId}
          aria-label={labelText ? undefined : t('dateField.label')}
          aria-describedby={describedBy}
          aria-invalid={errorMessage !== '' || undefined}
          required={required}
          disabled={disabled}
          placeholder={props.placeholder ?? pattern}
          value={text}
          onChange={(event) => onInputChange(event.target.value)}
          onKeyDown={onInputKeyDown}
          onClick={openCalendar}
          onPointerEnter={onInputPointerEnter}
          onFocus={onInputFocus}
          onInvalid={onInvalid}
        />
        {props.name !== undefined && (
          <input type="hidden" name={props.name} value={state.value.date ?? ''} disabled={disabled} />
        )}
        <div
          id={dialogId}
          className="np-date-field__popup"
          role="dialog"
          aria-label={t('dateField.calendar')}
          aria-describedby={calendarHintId}
          hidden={!isOpen}
          aria-busy={(isOpen && !calendar.ready) || undefined}
          onKeyDownCapture={(event) => calendar.handle.current?.onKeyDownCapture(event)}
          onFocus={(event) => calendar.handle.current?.onFocusIn(event.target)}
          onMouseDown={onPopupMouseDown}
        >
          <p id={calendarHintId} className="np-visually-hidden">
            {t('dateField.calendarHint')}
          </p>
          {isOpen && !calendar.ready && <Spinner />}
          <div ref={calendarHostRef} />
          <p className="np-visually-hidden" aria-live="polite">
            {isOpen ? monthShown : ''}
          </p>
        </div>
      </div>
      <p id={errorId} className="np-date-field__error" aria-live="polite">
        {errorMessage}
      </p>
      {children}
      {explanation && (
        <p id={explanationId} className="np-date-field__explanation">
          {explanation}
        </p>
      )}
      <span id={hintId} className="np-visually-hidden">
        {t('dateField.keyboardHint', { format: pattern })}
      </span>
    </div>
  );
}

/** The default text under the input when the caller gave none (the value's error is `true`). */
function problemMessage(
  state: DateFieldState,
  allowed: AllowedDates,
  country: string,
  t: Translate,
  pattern: string,
): string {
  if (state.problem === 'invalid') return t('dateField.error.invalid', { format: pattern });
  if (state.problem === 'notAllowed') {
    const typed = parseInputDate(state.text, country);
    const first = formatInputDate(allowed.first, country) ?? allowed.first;
    const last = allowed.last && (formatInputDate(allowed.last, country) ?? allowed.last);
    const inRange =
      typed !== null && typed >= allowed.first && (allowed.last === null || typed <= allowed.last);
    if (inRange) return t('dateField.error.unavailable', { date: state.text.trim() });
    return last
      ? t('dateField.error.notAllowed', { first, last })
      : t('dateField.error.notAllowedFrom', { first });
  }
  return t('dateField.error.empty');
}
