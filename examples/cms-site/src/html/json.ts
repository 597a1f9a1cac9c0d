import { html, raw } from 'hono/html';
import type { Html } from './types';

// Inside <script> the HTML parser ends the element at the first `</script`, whatever the
// JSON means; `<` as \u003c keeps the data inert. `>` and `&` go too (old `<!--` parsing
// quirks), and U+2028/2029 because they end a line in pre-2019 JavaScript engines.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON that is safe to place between `<script>` tags. */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `<script type="application/json">` holding `value`, optionally with an id. */
export function jsonScript(value: unknown, id?: string): Html {
  return html`<script type="application/json"${id ? html` id="${id}"` : ''}>${raw(jsonForScript(value))}</script>`;
}
