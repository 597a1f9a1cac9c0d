/** Descriptions longer than this are cut (DOM-23)… */
export const TRUNCATE_LIMIT = 160;
/** …or than this on a viewport narrower than 768 px (DOM-24). */
export const TRUNCATE_LIMIT_NARROW = 80;
export const NARROW_VIEWPORT_BELOW = 768;
export const ELLIPSIS = '…';

export interface TruncatedText {
  text: string;
  /** True when text was cut, so the caller offers read-more (SRCH-41). */
  truncated: boolean;
}

export function truncateLimit(viewportWidth: number): number {
  return viewportWidth < NARROW_VIEWPORT_BELOW ? TRUNCATE_LIMIT_NARROW : TRUNCATE_LIMIT;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * Shortens a description to the limit for the viewport, at the last word boundary, and adds a
 * single-character ellipsis; the result is at most limit + 1 UTF-16 units long. Only when no
 * space falls in the second half of the allowance (one very long word) is the word itself cut,
 * and never between the two halves of an emoji or other astral character.
 */
export function truncateText(text: string, viewportWidth: number): TruncatedText {
  const limit = truncateLimit(viewportWidth);
  if (text.length <= limit) return { text, truncated: false };
  // Look one past the limit: a space right there means the limit itself is a word boundary.
  const allowance = text.slice(0, limit + 1);
  const lastSpace = allowance.search(/\s\S*$/);
  let end = lastSpace >= limit / 2 ? lastSpace : limit;
  if (end === limit && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  // Trailing spaces and clause punctuation read badly before an ellipsis ("word,…").
  const cut = text.slice(0, end).replace(/[\s,;:.\-–—]+$/u, '');
  return { text: `${cut}${ELLIPSIS}`, truncated: true };
}
