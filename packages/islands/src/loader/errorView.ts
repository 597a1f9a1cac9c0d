import { islandErrorText } from '../messages';

export const ERROR_CLASS = 'np-island-error';

/** The short message a failed island shows in place of its content. Plain DOM: it must
 * work when the island's code, or React itself, never loaded. */
export function showErrorView(element: HTMLElement): void {
  const view = element.ownerDocument.createElement('div');
  view.className = ERROR_CLASS;
  view.setAttribute('role', 'alert');
  view.textContent = islandErrorText(element, peekPageConfig(element.ownerDocument));
  element.replaceChildren(view);
}

/** The page config as plain JSON, if it parses: enough to pick the message's language. */
function peekPageConfig(document: Document): unknown {
  try {
    return JSON.parse(document.getElementById('nordpark-config')?.textContent ?? 'null');
  } catch {
    return undefined;
  }
}
