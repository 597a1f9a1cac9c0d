import type { html } from 'hono/html';

/**
 * Markup built with hono/html's `html` tag: its literal parts are trusted, every interpolated
 * string is escaped for element content and quoted attribute values, `raw()` lets trusted
 * markup through, and `false`, `null`, `undefined` render nothing (so `${cond && html`…`}`
 * works). It is a Promise only when something interpolated is one; nothing here is.
 */
export type Html = ReturnType<typeof html>;

/** What a page or an island's fallback may hold: markup, text (escaped), or nothing. */
export type Content = Html | string | false | null | undefined | readonly Content[];

/** The markup as text. Throws for asynchronous markup, which this site never builds. */
export function htmlText(markup: Html): string {
  if (markup instanceof Promise) throw new TypeError('asynchronous markup where text was expected');
  return markup.toString();
}
