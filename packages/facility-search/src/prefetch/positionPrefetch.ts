import { prefetch, takePrefetchedOr } from '@nordpark/api/search';
import type { LatLng } from '@nordpark/core';
import { browserPosition } from '../page/browserPosition';

// The browser's position for the page's first search (SRCH-34), asked once: by the data entry
// before React when the URL and the session name no place, else by the island itself.
const POSITION_KEY = 'browser position';

/** The data entry's side: asks the browser's position (once per page load). */
export function prefetchPosition(): Promise<LatLng | undefined> {
  return prefetch(POSITION_KEY, () => browserPosition());
}

/** The island's side: the position the data entry asked for, else asked now. */
export function positionOnce(): Promise<LatLng | undefined> {
  return takePrefetchedOr(POSITION_KEY, () => browserPosition());
}
