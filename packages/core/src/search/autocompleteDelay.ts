/** SRCH-27: the wait grows with each character up to this many characters. */
export const AUTOCOMPLETE_SHORT_INPUT_MAX = 3;
/** SRCH-27: the wait per character typed, while the text is short, in ms. */
export const AUTOCOMPLETE_DELAY_PER_CHARACTER_MS = 250;
/** SRCH-28: the wait once the text is longer than short, in ms. */
export const AUTOCOMPLETE_LONG_DELAY_MS = 750;

/**
 * How long the place autocomplete waits after a keystroke before it asks for suggestions,
 * given the length of the text typed so far: one step per character while the text is short
 * (SRCH-27), then the long wait (SRCH-28). A first letter answers quickly while it is still
 * vague; each further letter waits longer, and someone typing on past the short length knows
 * the name, so asking less often saves billed requests. A length that is no count (zero,
 * negative, NaN, infinite) waits one step: it asks nothing of the server anyway.
 */
export function autocompleteDelay(length: number): number {
  if (!Number.isFinite(length) || length < 1) return AUTOCOMPLETE_DELAY_PER_CHARACTER_MS;
  if (length > AUTOCOMPLETE_SHORT_INPUT_MAX) return AUTOCOMPLETE_LONG_DELAY_MS;
  return Math.ceil(length) * AUTOCOMPLETE_DELAY_PER_CHARACTER_MS;
}
