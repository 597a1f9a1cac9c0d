import { useSyncExternalStore } from 'react';

/** The spec's desktop breakpoint: wider than 988 px (§9). */
export const WIDE_QUERY = '(min-width: 989px)';

// One query list for the page, made on first use: `matchMedia` builds a new one at every call,
// and the store calls the snapshot at every render of the summary, the step changes' included,
// where a new one each time was a measurable part of the click. Its `matches` follows the viewport.
let wideQuery: MediaQueryList | null | undefined;
const query = (): MediaQueryList | null => {
  if (wideQuery === undefined)
    wideQuery = typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(WIDE_QUERY);
  return wideQuery;
};

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const wide = () => query()?.matches ?? true;

/** Whether the page is desktop-wide: the order summary sits beside the steps there. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, wide, () => true);
}
