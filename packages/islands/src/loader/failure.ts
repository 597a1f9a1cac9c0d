// The failure half of the loader, a chunk of its own: a page whose islands all mount never
// downloads the error classes, the message texts or the error view.
import { IslandLoadError, IslandRenderError, NordparkError, UnknownIslandError } from '../errors';
import type { MountOptions } from '../types';
import { showErrorView } from './errorView';

/**
 * What went wrong, as the loader says it (it holds no error class: they live here): an island
 * name nobody registered (with the names known), its code that did not load, a render that
 * threw, or an error the runtime already made.
 */
export type FailureCause =
  | readonly ['unknown', readonly string[]]
  | readonly ['load' | 'render', unknown]
  | readonly ['made', NordparkError];

/** How a failure ended (the loader's `fail`): its code did not load, or a React error was
 * `caught` by the runtime's boundary, `uncaught` (React removed the tree) or `recovered`. */
export type FailureKind = 'load' | 'caught' | 'uncaught' | 'recovered';

/**
 * Shows, logs and reports a failure the loader has already marked (state `error`, unless the
 * island recovered), unless the island is no longer `current` (unmounted meanwhile). `retry`,
 * for a load that failed, is what the error box's Try again does.
 */
export function report(
  element: HTMLElement,
  name: string,
  options: MountOptions,
  cause: FailureCause,
  kind: FailureKind,
  current: () => boolean,
  retry?: () => void,
): void {
  if (!current()) return;
  const error = errorOf(name, element, cause);
  if (kind === 'recovered') reportRecovered(element, error, options);
  else reportFailure(element, error, options, { showView: kind === 'load' || kind === 'uncaught', retry });
}

/** The error for `cause` on the island `name` in `element`. */
export function errorOf(name: string, element: HTMLElement, [kind, detail]: FailureCause): NordparkError {
  if (kind === 'unknown') return new UnknownIslandError(name, element, detail as readonly string[]);
  if (kind === 'load') return new IslandLoadError(name, element, detail);
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
