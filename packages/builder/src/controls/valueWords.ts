import type { Language, Localized, Translate } from '@nordpark/core';
import type { Choice } from './inputs';

/** The names of an enum's values, by value (a field spec's `optionLabels`). */
export type OptionLabels = Readonly<Record<string, Localized>>;

/** An enum's values with their names in the builder's language; a value without one keeps itself. */
export function choicesOf(
  options: readonly (string | number)[],
  labels: OptionLabels | undefined,
  language: Language,
): Choice[] {
  return options.map((value) => ({ value, label: labels?.[String(value)]?.[language] ?? String(value) }));
}

/**
 * A value as an editor reads it: on or off, an option's name, or else its JSON (a path, a
 * number, a list), as the code will carry it.
 */
export function valueInWords(
  value: unknown,
  t: Translate,
  labels: OptionLabels | undefined,
  language: Language,
): string {
  if (typeof value === 'boolean') return t(value ? 'onWord' : 'offWord');
  const named = typeof value === 'string' || typeof value === 'number' ? labels?.[String(value)] : undefined;
  return named ? named[language] : JSON.stringify(value);
}
