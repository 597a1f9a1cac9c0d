import { DESKTOP_MIN_EXCLUSIVE } from '@nordpark/core';
import { useSyncExternalStore } from 'react';

/** The spec's desktop breakpoint as a media query: wider than DESKTOP_MIN_EXCLUSIVE (§9). */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_EXCLUSIVE + 1}px)`;

// One query list for the page, made on first use: `matchMedia` builds a new one at every call,
// and React calls the snapshot at every render of every component that asks. Its `matches`
// follows the viewport.
let desktopQuery: MediaQueryList | null | undefined;
const query = (): MediaQueryList | null => {
  if (desktopQuery === undefined)
    desktopQuery =
      typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(DESKTOP_QUERY);
  return desktopQuery;
};

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isDesktop = () =>
  query()?.matches ?? (typeof window === 'undefined' || window.innerWidth > DESKTOP_MIN_EXCLUSIVE);

/**
 * Whether the page is desktop-wide (§9): the search's list and map side by side, the booking's
 * order summary beside the steps. On the server, and before hydration, it is desktop.
 */
export function useDesktopWidth(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => true);
}
