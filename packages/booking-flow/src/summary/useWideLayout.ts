import { useSyncExternalStore } from 'react';

/** The spec's desktop breakpoint: wider than 988 px (§9). */
export const WIDE_QUERY = '(min-width: 989px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const wide = () =>
  typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(WIDE_QUERY).matches;

/** Whether the page is desktop-wide: the order summary sits beside the steps there. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, wide, () => true);
}
