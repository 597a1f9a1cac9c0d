import { type CalendarDate, isCalendarDate } from '../dates/calendarDate';
import type { DateFieldValue } from '../types/dateField';
import { type AllowedDates, isDateAllowed } from './allowedDates';
import { dayOfWeek } from './dayOfWeek';
import { formatInputDate, parseInputDate } from './inputFormat';

/** Why a field is in the error state: nothing entered, text that is no date, or a day not allowed. */
export type DateFieldProblem = 'empty' | 'invalid' | 'notAllowed';

/** A field's value (spec §3) with the text its input shows and, in the error state, why. */
export interface DateFieldState {
  value: DateFieldValue;
  text: string;
  problem: DateFieldProblem | null;
}

export interface DateFieldContext {
  country: string;
  allowed: AllowedDates;
  required: boolean;
  extraClass?: string | undefined;
  /** The caller's error text (DATE-31). */
  errorText?: string | undefined;
}

/** DATE-31: the error is the caller's text when there is one, else `true`. */
export function dateFieldError(errorText?: string): true | string {
  return typeof errorText === 'string' && errorText !== '' ? errorText : true;
}

function validState(date: CalendarDate, ctx: DateFieldContext): DateFieldState {
  const text = formatInputDate(date, ctx.country) ?? date;
  return {
    value: { date: text, dayOfWeek: dayOfWeek(date), error: null, required: ctx.required },
    text,
    problem: null,
  };
}

function errorState(text: string, problem: DateFieldProblem, ctx: DateFieldContext): DateFieldState {
  return {
    value: { date: null, dayOfWeek: null, error: dateFieldError(ctx.errorText), required: ctx.required },
    text,
    problem,
  };
}

/** A field with nothing entered and nothing wrong. */
export function emptyDateFieldState(ctx: Pick<DateFieldContext, 'required'>): DateFieldState {
  return {
    value: { date: null, dayOfWeek: null, error: null, required: ctx.required },
    text: '',
    problem: null,
  };
}

/**
 * A day picked in the calendar. An allowed day clears the error and sets date and dayOfWeek
 * (DATE-27, DATE-28); a day outside the allowed dates gives the error state (DATE-30).
 */
export function pickDate(date: CalendarDate, ctx: DateFieldContext): DateFieldState {
  if (!isCalendarDate(date)) return errorState('', 'invalid', ctx);
  if (!isDateAllowed(date, ctx.allowed))
    return errorState(formatInputDate(date, ctx.country) ?? '', 'notAllowed', ctx);
  return validState(date, ctx);
}

function hasExtraClass(ctx: DateFieldContext): boolean {
  return typeof ctx.extraClass === 'string' && ctx.extraClass.trim() !== '';
}

/**
 * Typed text, committed (on blur or Enter). `previousText` is what the input held at the
 * previous commit.
 *
 * - Text in the country's format (DATE-24, DATE-25) naming an allowed day: that day
 *   (DATE-27, DATE-28), shown normalised.
 * - Text that is no real day in that format, or a day outside the allowed dates: the error
 *   state, keeping the text so it can be corrected (DATE-30, DATE-31).
 * - Empty text on a required field: the error state (DATE-29). On a field that is not
 *   required, an empty input is no error — except on one with an extra class whose input was
 *   non-empty and has been cleared (DATE-32).
 */
export function enterText(text: string, previousText: string, ctx: DateFieldContext): DateFieldState {
  if (text.trim() === '') {
    const cleared = previousText.trim() !== '';
    if (ctx.required || (cleared && hasExtraClass(ctx))) return errorState('', 'empty', ctx);
    return emptyDateFieldState(ctx);
  }
  const date = parseInputDate(text, ctx.country);
  if (date === null) return errorState(text, 'invalid', ctx);
  if (!isDateAllowed(date, ctx.allowed)) return errorState(text, 'notAllowed', ctx);
  return validState(date, ctx);
}

/**
 * The state a field starts in from its initial value (`YYYY-MM-DD`): empty without one, the
 * day when it is allowed, and the error state, showing the day, when it is not.
 */
export function initialDateFieldState(
  value: string | null | undefined,
  ctx: DateFieldContext,
): DateFieldState {
  if (value === undefined || value === null || value === '') return emptyDateFieldState(ctx);
  if (!isCalendarDate(value)) return errorState(value, 'invalid', ctx);
  return pickDate(value, ctx);
}

function sameState(a: DateFieldState, b: DateFieldState): boolean {
  return (
    a.text === b.text &&
    a.problem === b.problem &&
    a.value.date === b.value.date &&
    a.value.dayOfWeek === b.value.dayOfWeek &&
    a.value.error === b.value.error &&
    a.value.required === b.value.required
  );
}

/**
 * The same entry judged under new settings (say a later start-selling date): a day no longer
 * allowed becomes an error, and an error that no longer applies clears. Returns the very same
 * object when nothing changes, so a React state update can bail out.
 */
export function revalidateDateFieldState(state: DateFieldState, ctx: DateFieldContext): DateFieldState {
  const next =
    state.text.trim() === ''
      ? state.problem === null
        ? emptyDateFieldState(ctx)
        : errorState('', state.problem, ctx)
      : enterText(state.text, state.text, ctx);
  return sameState(next, state) ? state : next;
}
