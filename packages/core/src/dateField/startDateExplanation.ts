export interface StartDateExplanationSettings {
  /** The explanation text; `{0}` stands for the flex days. */
  text?: string | null | undefined;
  disabled?: boolean | undefined;
  /** The flex days in force (after defaults, see `defaultFlexDays`). */
  flexDays: number;
}

/**
 * The explanation paragraph under a date field, or null when it is not shown. It shows only
 * when the field is enabled (DATE-07), an explanation text is supplied (DATE-08) and flex days
 * is above 1 (DATE-09) — all three (DATE-06). Every `{0}` in it becomes the flex days (DATE-10).
 */
export function startDateExplanation({
  text,
  disabled,
  flexDays,
}: StartDateExplanationSettings): string | null {
  if (disabled || typeof text !== 'string' || text.trim() === '' || !(flexDays > 1)) return null;
  return text.split('{0}').join(String(flexDays));
}
