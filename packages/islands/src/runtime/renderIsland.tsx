import type { PageConfig } from '@nordpark/core';
import { type IslandDefinition, type IslandFirstView, IslandFirstViewContext } from '@nordpark/ui/island';
import { Suspense, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IslandRenderError, type NordparkError } from '../errors';
import type { IslandHandle } from '../loader/records';
import { ErrorBoundary } from './ErrorBoundary';
import { IslandErrorMessage } from './IslandErrorMessage';
import { counterpartOf, focusIn } from './keepFocus';
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
  /** Called once, when the island's first real view (or its error message) is on screen. */
  onFirstView?: () => void;
}

/** The element React renders into, inside the island element: `display: contents`
 * (nordpark.css), so the island's layout is as if it rendered into the element itself. */
export const VIEW_CLASS = 'np-island-view';

/** The boundary at the top of every island. Its own class so that onCaughtError can tell
 * it from boundaries inside the island (a ref is not attached yet on the first commit). */
class IslandBoundary extends ErrorBoundary {}

// useId values must not collide between islands that share a page (labels, aria ids).
let islandCount = 0;

/**
 * Resolves config and props (throwing a ConfigError or PropsError before anything is
 * created), then renders the island into its own React root beside the host's
 * server-rendered fallback. The fallback stays on screen, alone, until the island's first real
 * view commits (every Suspense boundary of it resolved, no `IslandPending` left); then the view
 * shows and the fallback goes in the same commit, before the browser paints: no blank frame
 * between the two, and never both at once. Rendering starts when the island's `prepare` has
 * settled, if it has one, and runs as a transition: the view is on screen some tasks after this
 * returns (`onFirstView` says when).
 */
export function renderIsland<P>({
  name,
  element,
  definition,
  onError,
  onFirstView,
}: RenderRequest<P>): IslandHandle {
  const { config, props, warnings, debug } = resolveIsland(element, name, definition);
  const wrap = (error: unknown, recovered = false) => new IslandRenderError(name, element, error, recovered);
  // The island may enhance what the host rendered (a trigger's label, a link's href).
  const fallback = Array.from(element.childNodes);
  // Debug mode: what the console warned about shows above the island (not in its fallback).
  // Its code is a chunk of its own, loaded in debug mode only.
  let notice: HTMLElement | undefined;
  let unmounted = false;
  if (debug && warnings.length > 0) {
    void import('../debugView').then(({ debugWarningsView }) => {
      if (unmounted) return;
      notice = debugWarningsView(
        element,
        config,
        warnings.map((warning) => warning.message),
      );
      element.prepend(notice);
    }, console.warn);
  }
  const container = element.ownerDocument.createElement('div');
  container.className = VIEW_CLASS;
  // Hidden until the first view is complete: a part that shows at once while another holds
  // the first view (the search bar while its date field's texts arrive) must not appear
  // beside the host's fallback, which would then shift it when it goes.
  container.hidden = true;
  element.append(container);
  islandCount += 1;
  const root = createRoot(container, {
    identifierPrefix: `np${islandCount}-`,
    onCaughtError: (error, info) =>
      info.errorBoundary instanceof IslandBoundary
        ? onError(wrap(error), 'caught')
        : onError(wrap(error, true), 'recovered'),
    onUncaughtError: (error) => onError(wrap(error), 'uncaught'),
    onRecoverableError: (error) => onError(wrap(error, true), 'recovered'),
  });
  const firstView = trackFirstView(() => {
    container.hidden = false;
    const lost = focusIn(fallback, element.ownerDocument);
    for (const node of fallback) if (node.parentNode === element) element.removeChild(node);
    // Focus in the fallback would fall to the page's body with it: its counterpart takes it.
    if (lost) counterpartOf(container, lost)?.focus();
    onFirstView?.();
  });
  const { Component } = definition;
  // A transition: React renders the first view in slices of a few ms, so a big island (the
  // search) never holds the main thread in one long task: input, paints and the data's answer
  // get their turns between the slices. Only the commit is one task.
  const render = () => {
    if (unmounted) return;
    startTransition(() => {
      root.render(
        <IslandFirstViewContext value={firstView}>
          <IslandBoundary
            fallback={
              <>
                <IslandErrorMessage config={config} element={element} />
                <Committed firstView={firstView} />
              </>
            }
          >
            <Suspense fallback={null}>
              <Component config={config} props={props} element={element} fallback={fallback} />
              <Committed firstView={firstView} />
            </Suspense>
          </IslandBoundary>
        </IslandFirstViewContext>,
      );
    });
  };
  const prepared = prepare(definition, config, props);
  if (prepared) void prepared.then(render, render);
  else render();
  return {
    unmount: () => {
      unmounted = true;
      root.unmount();
      container.remove();
      notice?.remove();
    },
  };
}

/**
 * The island's `prepare` started (its texts), when it has one: rendering after it settles means
 * the first render does not suspend on them. A failure is not reported here: the component
 * asks again as it renders, and its boundary shows what failed then.
 */
function prepare<P>(
  definition: IslandDefinition<P>,
  config: PageConfig,
  props: P,
): Promise<unknown> | undefined {
  if (!definition.prepare) return undefined;
  try {
    return definition.prepare(config, props);
  } catch {
    return undefined;
  }
}

interface FirstViewTracker extends IslandFirstView {
  committed(): void;
}

/**
 * Counts what still holds the first view back. `done` runs once, in a microtask after the
 * commit that left nothing holding it (still before paint: rendering waits for microtasks),
 * so a hold and release in one commit (StrictMode's double effects) never ends it early.
 */
function trackFirstView(done: () => void): FirstViewTracker {
  let holds = 0;
  let committed = false;
  let finished = false;
  let queued = false;
  const check = () => {
    if (queued || finished) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (finished || !committed || holds > 0) return;
      finished = true;
      done();
    });
  };
  return {
    hold() {
      holds += 1;
      return () => {
        holds -= 1;
        check();
      };
    },
    committed() {
      committed = true;
      check();
    },
  };
}

/** Placed after the island's component inside the runtime's Suspense boundary: its layout
 * effect runs only in the commit that shows the component's tree, never for the fallback. */
function Committed({ firstView }: { firstView: FirstViewTracker }) {
  useLayoutEffect(() => firstView.committed(), [firstView]);
  return null;
}
