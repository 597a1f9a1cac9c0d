import { debugMode } from '../debugMode';
import { debugErrorView } from '../debugView';
import { ConfigError, IslandLoadError, type NordparkError, PropsError, UnknownIslandError } from '../errors';
import { ERROR_CLASS, islandErrorText } from '../messages';
import { islandRetryText } from '../retryMessages';

export { ERROR_CLASS };

/** The class of the error box's Try again button. */
export const RETRY_CLASS = `${ERROR_CLASS}__retry`;

/** The short message a failed island shows in place of its content. Plain DOM: it must
 * work when the island's code, or React itself, never loaded. In debug mode an error the
 * editor made (page config, props, the island's name) shows in full instead, and so does a
 * load that failed (the request and how many times it was tried). With `retry` (a load that
 * failed: the network may come back) it offers Try again, which loads the island anew. Outside
 * debug mode an island the editor got wrong keeps a fallback that holds a link, which still works. */
export function showErrorView(element: HTMLElement, error?: NordparkError, retry?: () => void): void {
  const document = element.ownerDocument;
  const config = peekPageConfig(document);
  // A block or link form the editor got wrong still holds a working link (its fallback, or the
  // link form itself): outside debug mode, visitors keep that rather than a message.
  if (error && isEditors(error) && !debugMode(document, config) && element.querySelector('a[href]')) return;
  let view: HTMLElement;
  if (error && isShownInFull(error) && debugMode(document, config)) {
    view = debugErrorView(element, config, error.message, error.warnings);
    view.classList.add(ERROR_CLASS);
  } else {
    view = document.createElement('div');
    view.className = ERROR_CLASS;
    view.setAttribute('role', 'alert');
    view.textContent = retry
      ? islandRetryText(element, config, 'islands.loadError')
      : islandErrorText(element, config);
  }
  element.replaceChildren(view);
  if (!retry) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = RETRY_CLASS;
  button.textContent = islandRetryText(element, config, 'islands.retry');
  button.addEventListener(
    'click',
    () => {
      if (document.activeElement === button) retriedFrom.add(element);
      retry();
    },
    { once: true },
  );
  // After the message: read out with it (role=alert), then reachable by Tab.
  view.append(' ', button);
  // Focus was on the previous box's button (a retry that failed again): it stays on this one's
  // rather than fall to the page's body.
  if (retriedFrom.delete(element)) button.focus();
}

// Islands whose Try again had focus when pressed.
const retriedFrom = new WeakSet<HTMLElement>();

/** An error the editor made: the page config, the props, the island's name. */
function isEditors(error: NordparkError): boolean {
  return error instanceof ConfigError || error instanceof PropsError || error instanceof UnknownIslandError;
}

function isShownInFull(error: NordparkError): boolean {
  return isEditors(error) || error instanceof IslandLoadError;
}

/** The page config as plain JSON, if it parses: enough to pick the message's language. */
function peekPageConfig(document: Document): unknown {
  try {
    return JSON.parse(document.getElementById('nordpark-config')?.textContent ?? 'null');
  } catch {
    return undefined;
  }
}
