import { debugMode } from '../debugMode';
import { debugErrorView } from '../debugView';
import { ConfigError, type NordparkError, PropsError, UnknownIslandError } from '../errors';
import { ERROR_CLASS, islandErrorText } from '../messages';

export { ERROR_CLASS };

/** The short message a failed island shows in place of its content. Plain DOM: it must
 * work when the island's code, or React itself, never loaded. In debug mode an error the
 * editor made (page config, props, the island's name) shows in full instead; outside debug
 * mode such an island keeps a fallback that holds a link, which still works. */
export function showErrorView(element: HTMLElement, error?: NordparkError): void {
  const document = element.ownerDocument;
  const config = peekPageConfig(document);
  const editors = error !== undefined && isEditors(error);
  const debug = editors && debugMode(document, config);
  // A block or link form the editor got wrong still holds a working link (its fallback, or the
  // link form itself): visitors keep that rather than a message.
  if (editors && !debug && element.querySelector('a[href]')) return;
  let view: HTMLElement;
  if (error && debug) {
    view = debugErrorView(element, config, error.message, error.warnings);
    view.classList.add(ERROR_CLASS);
  } else {
    view = document.createElement('div');
    view.className = ERROR_CLASS;
    view.setAttribute('role', 'alert');
    view.textContent = islandErrorText(element, config);
  }
  element.replaceChildren(view);
}

function isEditors(error: NordparkError): boolean {
  return error instanceof ConfigError || error instanceof PropsError || error instanceof UnknownIslandError;
}

/** The page config as plain JSON, if it parses: enough to pick the message's language. */
function peekPageConfig(document: Document): unknown {
  try {
    return JSON.parse(document.getElementById('nordpark-config')?.textContent ?? 'null');
  } catch {
    return undefined;
  }
}
