// The failure half of the loader, a chunk of its own: a page whose islands all mount never
// downloads the error classes, the message texts or the error view.
import { IslandLoadError, IslandRenderError, NordparkError, UnknownIslandError } from '../errors';
import type { MountOptions } from '../types';
import { showErrorView } from './errorView';

import { RETRY_DELAYS_MS } from './retry';

export { retryAfter } from './retry';

/**
 * What went wrong, as the loader says it (it holds no error class: they live here): an island
 * name nobody registered (with the names known), its code or stylesheet that did not load
 * (with how many times it was tried), a render that threw, or an error the runtime already made.
 */
export type FailureCause =
  | readonly ['unknown', readonly string[]]
  | readonly ['load', unknown]
  | readonly ['render', unknown]
  | readonly ['made', NordparkError];

/** How a failure ended (the loader's `fail`): its code did not load, or a React error was
 * `caught` by the runtime's boundary, `uncaught` (React removed the tree) or `recovered`. */
export type FailureKind = 'load' | 'caught' | 'uncaught' | 'recovered';

/**
 * Shows, logs and reports a failure the loader has already marked (state `error`, unless the
 * island recovered), unless the island is no longer `current` (unmounted meanwhile). A load
 * that failed (the island's texts too, which it loads as it renders) gets Try again in its
 * box: the island is unmounted, its own content back, and mounted anew with the loader's
 * `mount` and `unmount`; no other island is touched.
 */
export function report(
  element: HTMLElement,
  name: string,
  options: MountOptions,
  cause: FailureCause,
  kind: FailureKind,
  current: () => boolean,
  mount: (root: HTMLElement, options: MountOptions) => Promise<void>,
  unmount: (root: HTMLElement) => void,
): void {
  if (!current()) return;
  // Texts that did not arrive, retries included (@nordpark/core's importWithRetries): a load
  // that failed, not a bug in the island.
  const texts = cause[0] === 'made' && (cause[1].cause as Error | undefined)?.name === 'RetriesFailed';
  // Texts say how often they were tried themselves; the loader tried as often as retryAfter let
  // it (the island's code, its stylesheet, the runtime's chunk).
  const tries = texts ? 1 : (options.retryDelays ?? RETRY_DELAYS_MS).length + 1;
  const error = errorOf(name, element, texts ? ['load', cause[1].cause] : cause, tries);
  if (kind === 'recovered') {
    reportRecovered(element, error, options);
    return;
  }
  const retry =
    texts || cause[0] === 'load'
      ? () => {
          if (!current()) return;
          unmount(element);
          // At once, not when its trigger says again: the visitor asked for it.
          void mount(element, { ...options, whenDue: false });
        }
      : undefined;
  reportFailure(element, error, options, {
    showView: texts || kind === 'load' || kind === 'uncaught',
    retry,
  });
}

/** The error for `cause` on the island `name` in `element`. */
export function errorOf(name: string, element: HTMLElement, cause: FailureCause, tries = 1): NordparkError {
  const [kind, detail] = cause;
  if (kind === 'unknown') return new UnknownIslandError(name, element, detail as readonly string[]);
  if (kind === 'load') return new IslandLoadError(name, element, detail, tries);
  if (kind === 'made' || detail instanceof NordparkError) return detail as NordparkError;
  return new IslandRenderError(name, element, detail);
}

/**
 * Makes a failure visible: a short message in the element (unless React already renders
 * one), exactly one console.error, and the host's onError. The loader has already set the
 * state to `error` and checked that the island is still mounted.
 */
export function reportFailure(
  element: HTMLElement,
  error: NordparkError,
  options: MountOptions,
  { showView, retry }: { showView: boolean; retry?: (() => void) | undefined },
): void {
  if (showView) showErrorView(element, error, retry);
  console.error(error);
  notify(options, error, element);
}

/** An error the island survived: worth telling the host, not worth an error state. */
export function reportRecovered(element: HTMLElement, error: NordparkError, options: MountOptions): void {
  console.warn(error);
  notify(options, error, element);
}

function notify(options: MountOptions, error: NordparkError, element: HTMLElement): void {
  try {
    options.onError?.(error, element);
  } catch (callbackError) {
    // A broken host callback must not break the island loop or the other islands.
    console.warn('[nordpark] the onError callback threw:', callbackError);
  }
}
