// Debug mode, for the editor who places islands: a failed island shows the console's full
// message in its box, and an island that renders shows the warnings about it above itself.
// Plain DOM, in a chunk of its own: the failure chunk and the runtime load it in debug mode only.
import { type DebugTextId, islandsDebugMessages } from './debugMessages';
import { pageLanguage } from './messages';

export const DEBUG_CLASS = 'np-island-debug';

/**
 * The full story of a failed island, in place of the short message: its console message
 * (element, key, what was given, what is expected, the fix) and the warnings besides.
 */
export function debugErrorView(
  element: HTMLElement,
  config: unknown,
  message: string,
  warnings: readonly string[],
): HTMLElement {
  const text = textsFor(element, config);
  const view = box(element, `${DEBUG_CLASS} ${DEBUG_CLASS}--error`, 'alert', text);
  view.append(part(element, 'p', 'title', text('failed')), consoleLine(element, 'p', message));
  if (warnings.length > 0) view.append(warningList(element, warnings, text('warnings')));
  view.append(part(element, 'p', 'note', text('note')));
  return view;
}

/** The warnings about an island that renders all the same: a notice above it. */
export function debugWarningsView(
  element: HTMLElement,
  config: unknown,
  warnings: readonly string[],
): HTMLElement {
  const text = textsFor(element, config);
  const view = box(element, `${DEBUG_CLASS} ${DEBUG_CLASS}--warnings`, 'status', text);
  view.append(warningList(element, warnings, text('warnings')), part(element, 'p', 'note', text('note')));
  return view;
}

type Texts = (id: DebugTextId) => string;

function textsFor(element: Element, config: unknown): Texts {
  const texts = islandsDebugMessages[pageLanguage(element, config)];
  return (id) => texts[id];
}

function box(element: HTMLElement, className: string, role: string, text: Texts): HTMLElement {
  const view = part(element, 'div', '', '');
  view.className = className;
  view.setAttribute('role', role);
  view.append(part(element, 'p', 'label', text('label')));
  return view;
}

function warningList(element: HTMLElement, warnings: readonly string[], heading: string): HTMLElement {
  const section = part(element, 'div', 'warnings', '');
  const list = part(element, 'ul', 'list', '');
  list.append(...warnings.map((warning) => consoleLine(element, 'li', warning)));
  section.append(part(element, 'p', 'heading', `${heading} (${warnings.length})`), list);
  return section;
}

/** A console line, its `[nordpark] <island> on <element>:` set apart as code: the text is the
 * console's, to the letter. */
function consoleLine(element: HTMLElement, tag: 'p' | 'li', message: string): HTMLElement {
  const line = part(element, tag, tag === 'p' ? 'message' : '', '');
  const end = message.indexOf(': ');
  if (end > 0) {
    line.append(part(element, 'code', 'where', message.slice(0, end + 1)), message.slice(end + 1));
  } else {
    line.textContent = message;
  }
  return line;
}

function part(element: HTMLElement, tag: string, name: string, text: string): HTMLElement {
  const node = element.ownerDocument.createElement(tag);
  if (name) node.className = `${DEBUG_CLASS}__${name}`;
  if (text) node.textContent = text;
  return node;
}
