const CLOSING_STRONG = /<\/strong\s*>/i;
const BREAK = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Markup to plain text: tags dropped (blocks and breaks leave a space), the common entities
 * decoded, white space collapsed. */
function asText(markup: string): string {
  return markup
    .replace(BREAK, ' ')
    .replace(TAG, '')
    .replace(ENTITY, (entity, dec?: string, hex?: string, name?: string) => {
      if (name) return NAMED[name.toLowerCase()] ?? entity;
      const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The part of a server's error message a dialog shows (ERR-16): the text after the first
 * closing `</strong>` when there is one (the server puts its own heading in the strong), as
 * plain text. A message that is only a strong heading gives that heading. Never markup: the
 * result is for rendering as text, so a message can never inject HTML. '' for no message.
 */
export function serverMessage(message: unknown): string {
  if (typeof message !== 'string') return '';
  const closing = CLOSING_STRONG.exec(message);
  const after = closing ? asText(message.slice(closing.index + closing[0].length)) : '';
  return after || asText(message);
}
