import { html, type SafeHtml } from './html';
import { island } from './island';

export interface DateFieldIslandOptions {
  name: string;
  label: string;
  props: Record<string, unknown>;
  /** Shown under the fallback input: the format to type without the calendar. */
  formatHint: string;
  id?: string;
}

/**
 * A date-field island whose fallback is a plain labelled text input with the same name, so
 * the surrounding form still posts a date when the island has not (or cannot) mount.
 */
export function dateFieldIsland({ name, label, props, formatHint, id }: DateFieldIslandOptions): SafeHtml {
  const inputId = `fallback-${name}`;
  const hintId = `${inputId}-hint`;
  const fallback = html`<label for="${inputId}">${label}</label><br>
<input id="${inputId}" name="${name}" type="text" autocomplete="off" aria-describedby="${hintId}"${
    props.disabled === true && html` disabled`
  }${props.required === true && html` required`}>
<small id="${hintId}">${formatHint}</small>`;
  return island({ name: 'date-field', props, fallback, id });
}
