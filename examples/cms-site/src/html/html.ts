// The one way this site builds HTML: every interpolation is escaped unless it is already
// SafeHtml, so a query parameter or a posted value can never become markup by accident.

/** A string known to be HTML: built by `html` or let through on purpose with `raw`. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** What `html` accepts. `false`, `null` and `undefined` render nothing, so `${cond && html`…`}` works. */
export type Interpolation = SafeHtml | string | number | false | null | undefined | readonly Interpolation[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Marks trusted markup as safe. Use only for strings this server built itself. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === false || value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: literal parts are trusted, interpolations are escaped. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}
