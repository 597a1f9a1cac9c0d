import { html } from 'hono/html';
import { island } from './island';
import type { Html } from './types';

export interface DateFieldIslandOptions {
  name: string;
  label: string;
  props: Record<string, unknown>;
  /** The fallback input's description: the format to type without the calendar. */
  formatHint: string;
  /** The format as the fallback input's placeholder, as the field shows it. */
  formatPattern: string;
  id?: string;
}

/**
 * A date-field island whose fallback is a plain labelled text input with the same name, so
 * the surrounding form still posts a date when the island has not (or cannot) mount. It is
 * dressed in the field's own classes (the page links the field's stylesheet), so it looks like
 * the field and nothing moves when the field replaces it; the format is its placeholder, as
 * in the field, and its description.
 */
export function dateFieldIsland({
  name,
  label,
  props,
  formatHint,
  formatPattern,
  id,
}: DateFieldIslandOptions): Html {
  const inputId = `fallback-${name}`;
  const hintId = `${inputId}-hint`;
  const fallback = html`<div class="np-date-field${props.disabled === true && ' np-date-field--disabled'}">
<label class="np-date-field__label" for="${inputId}">${label}</label>
<div class="np-date-field__control"><input id="${inputId}" class="np-date-field__input" name="${name}" type="text" autocomplete="off" placeholder="${formatPattern}" aria-describedby="${hintId}"${
    props.disabled === true && html` disabled`
  }${props.required === true && html` required`}></div>
<span id="${hintId}" class="np-visually-hidden">${formatHint}</span>
</div>`;
  return island({ name: 'date-field', props, fallback, id });
}
