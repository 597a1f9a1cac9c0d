import type { IslandDefinition } from '@nordpark/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IslandRenderError, type NordparkError } from '../errors';
import type { IslandHandle } from '../loader/records';
import { ErrorBoundary } from './ErrorBoundary';
import { IslandErrorMessage } from './IslandErrorMessage';
import { resolveIsland } from './resolveIsland';

/**
 * How an island's React error ended: `caught` by the runtime's boundary (its message is
 * showing), `uncaught` (React removed the tree; the loader must show the message), or
 * `recovered` (an inner boundary or React itself coped; the island still works).
 */
export type RenderErrorKind = 'caught' | 'uncaught' | 'recovered';

export interface RenderRequest<P> {
  name: string;
  element: HTMLElement;
  definition: IslandDefinition<P>;
  /** The one sink for the root's three error callbacks. */
  onError: (error: NordparkError, kind: RenderErrorKind) => void;
}

/** The boundary at the top of every island. Its own class so that onCaughtError can tell
 * it from boundaries inside the island (a ref is not attached yet on the first commit). */
class IslandBoundary extends ErrorBoundary {}

// useId values must not collide between islands that share a page (labels, aria ids).
let islandCount = 0;

/**
 * Resolves config and props (throwing a ConfigError or PropsError before anything is
 * created), then renders the island into its own React root, replacing the element's
 * server-rendered fallback. Synchronous, so the caller knows the outcome on return.
 */
export function renderIsland<P>({ name, element, definition, onError }: RenderRequest<P>): IslandHandle {
  const { config, props } = resolveIsland(element, name, definition);
  const wrap = (error: unknown, recovered = false) => new IslandRenderError(name, element, error, recovered);
  islandCount += 1;
  const root = createRoot(element, {
    identifierPrefix: `np${islandCount}-`,
    onCaughtError: (error, info) =>
      info.errorBoundary instanceof IslandBoundary
        ? onError(wrap(error), 'caught')
        : onError(wrap(error, true), 'recovered'),
    onUncaughtError: (error) => onError(wrap(error), 'uncaught'),
    onRecoverableError: (error) => onError(wrap(error, true), 'recovered'),
  });
  // The island may enhance what the host rendered (a trigger's label, a link's href).
  const fallback = Array.from(element.childNodes);
  element.replaceChildren();
  const { Component } = definition;
  // flushSync: the first commit (or the boundary's fallback) is in place on return, so the
  // state attribute can say `mounted` truthfully.
  flushSync(() => {
    root.render(
      <IslandBoundary fallback={<IslandErrorMessage config={config} element={element} />}>
        <Component config={config} props={props} element={element} fallback={fallback} />
      </IslandBoundary>,
    );
  });
  return { unmount: () => root.unmount() };
}
