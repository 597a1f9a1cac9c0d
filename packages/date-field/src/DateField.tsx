import { type DateFieldValue, type PageConfig, startDateExplanation } from '@nordpark/core';
import { type ReactNode, useEffect, useId } from 'react';
import { calendarLanguage } from './calendar/language';
import { CalendarPopup } from './field/CalendarPopup';
import { errorMessageOf } from './field/problemMessage';
import { useDateFieldInput } from './field/useDateFieldInput';
import { useDateFieldSettings } from './field/useDateFieldSettings';
import { useDateFieldValue } from './field/useDateFieldValue';
import type { DateFieldProps } from './props';

export { CLOSE_AFTER_PICK_MS, DATE_FIELD_BLUR_EVENT } from './field/useDateFieldInput';
export { DATE_FIELD_CHANGE_EVENT } from './field/useDateFieldValue';

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
  today?: string;
}

/** The ids that tie the field's parts together for assistive technology. */
const fieldIds = (id: string) => ({
  inputId: `${id}input`,
  errorId: `${id}error`,
  explanationId: `${id}explanation`,
  hintId: `${id}hint`,
  dialogId: `${id}calendar`,
  calendarHintId: `${id}calendar-hint`,
});

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
  const settings = useDateFieldSettings(config, props, todayProp);
  const { t, pattern, flexDays } = settings;
  const value = useDateFieldValue(props.value, {
    setValue,
    element,
    label: labelText ?? props.name ?? '',
    ctx: settings.ctx,
  });
  const { state, text } = value;
  const field = useDateFieldInput({
    settings,
    value,
    country,
    disabled,
    calendarLanguage: calendarLanguage(props.locale, language),
    month: props.month,
    marked: props.selectedDays ?? NO_DAYS,
    onBlur,
    element,
  });
  const { isOpen, monthShown, calendar, refs, input, onRootBlur, onPopupMouseDown } = field;

  const errorMessage = errorMessageOf(state, settings.allowed, country, t, pattern);
  useEffect(() => {
    refs.input.current?.setCustomValidity(errorMessage);
  }, [errorMessage, refs.input]);

  const explanation = startDateExplanation({ text: props.startDateExplanation, disabled, flexDays });
  const { inputId, errorId, explanationId, hintId, dialogId, calendarHintId } = fieldIds(useId());
  const describedBy = [errorMessage && errorId, explanation && explanationId, hintId]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: onBlur only watches focus leave the field; the input and the calendar are its controls.
    <div
      ref={refs.root}
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
          ref={refs.input}
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
          onChange={(event) => input.onChange(event.target.value)}
          onKeyDown={input.onKeyDown}
          onClick={input.onClick}
          onPointerEnter={input.onPointerEnter}
          onFocus={input.onFocus}
          onInvalid={input.onInvalid}
        />
        {props.name !== undefined && (
          <input type="hidden" name={props.name} value={state.value.date ?? ''} disabled={disabled} />
        )}
        <CalendarPopup
          id={dialogId}
          hintId={calendarHintId}
          isOpen={isOpen}
          calendar={calendar}
          host={refs.calendarHost}
          monthShown={monthShown}
          onMouseDown={onPopupMouseDown}
          t={t}
        />
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

const NO_DAYS: readonly string[] = [];
