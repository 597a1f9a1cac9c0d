/** SRCH-27: the wait after a keystroke while the text is short (up to this many characters). */
export const AUTOCOMPLETE_SHORT_INPUT_MAX = 3;
/** SRCH-27: the debounce for input of up to 3 characters, in ms. */
export const AUTOCOMPLETE_SHORT_DELAY_MS = 250;
/** SRCH-28: the debounce past 3 characters, in ms. */
export const AUTOCOMPLETE_LONG_DELAY_MS = 750;

/**
 * How long the place autocomplete waits after a keystroke before it asks for suggestions,
 * given the length of the text typed so far: 250 ms up to 3 characters (SRCH-27), 750 ms
 * beyond (SRCH-28). A short text answers quickly while it is still vague; a longer one is
 * usually typed by someone who knows the name, so asking less often saves billed requests.
 * A length that is no count (negative, fractional, NaN) is treated as short.
 */
export function autocompleteDelay(length: number): number {
  return Number.isFinite(length) && length > AUTOCOMPLETE_SHORT_INPUT_MAX
    ? AUTOCOMPLETE_LONG_DELAY_MS
    : AUTOCOMPLETE_SHORT_DELAY_MS;
}
