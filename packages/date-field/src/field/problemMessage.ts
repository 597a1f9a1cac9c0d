import {
  type AllowedDates,
  type DateFieldState,
  formatInputDate,
  parseInputDate,
  type Translate,
} from '@nordpark/core';

/**
 * The text under the input: the caller's error when it gave one, else ours for the problem
 * the entry has (the value's error is `true`), else nothing.
 */
export function errorMessageOf(
  state: DateFieldState,
  allowed: AllowedDates,
  country: string,
  t: Translate,
  pattern: string,
): string {
  const { error } = state.value;
  if (error === null) return '';
  if (typeof error === 'string') return error;
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
