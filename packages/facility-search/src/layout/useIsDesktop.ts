import { DESKTOP_MIN_EXCLUSIVE } from '@nordpark/core';
import { useSyncExternalStore } from 'react';

// SRCH-50: desktop is a width above 988 px; the media query says the same as isDesktopWidth.
const QUERY = `(min-width: ${DESKTOP_MIN_EXCLUSIVE + 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isDesktop = () => window.matchMedia?.(QUERY).matches ?? window.innerWidth > DESKTOP_MIN_EXCLUSIVE;

/** Whether list and map fit side by side (true) or take turns behind a toggle (false). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => true);
}
