import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

/**
 * What the islands runtime gives an island's tree so that `data-nordpark-state="mounted"`
 * means "the first real view is on screen" (architecture §3), not "React started".
 * `hold()` says a part of the first view is still waiting (for data, say) and returns the
 * release. Outside the runtime (an npm host rendering the component, Storybook, tests)
 * there is none.
 */
export interface IslandFirstView {
  hold(): () => void;
}

export const IslandFirstViewContext = createContext<IslandFirstView | null>(null);

export interface IslandPendingProps {
  /** Shown only outside the runtime, where no server-rendered fallback stands in. */
  children?: ReactNode;
}

/**
 * Rendered in place of a first view that is not ready yet, such as the booking flow waiting
 * for its facility. Under the runtime it renders nothing and keeps the island `loading`, so
 * the host's fallback stays on screen until the real view replaces it; elsewhere it shows
 * its children (a spinner).
 *
 * Code that waits for a module or for texts suspends instead: the runtime's Suspense
 * boundary holds the host's fallback for that just the same.
 */
export function IslandPending({ children }: IslandPendingProps) {
  const runtime = useContext(IslandFirstViewContext);
  // A layout effect: the release runs in the commit that shows the real view, before paint.
  useLayoutEffect(() => runtime?.hold(), [runtime]);
  return runtime ? null : children;
}
