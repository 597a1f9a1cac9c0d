import type { LatLng } from '@nordpark/core';
import { browserPosition } from '../page/browserPosition';

// The browser's position for the page's first search (SRCH-34), asked once: by the data entry
// before React when the URL and the session name no place, else by the island itself. One
// prompt, whichever asks first; the answer is taken once, so a later search asks again.

let asked: Promise<LatLng | undefined> | undefined;
let taken = false;

/** The data entry's side: the position asked already (by another data entry or the island), else asked now. */
export function prefetchPosition(): Promise<LatLng | undefined> {
  if (!asked) {
    asked = browserPosition();
    taken = false;
  }
  return asked;
}

/** The island's side: the position the data entry asked for, else asked now. */
export function positionOnce(): Promise<LatLng | undefined> {
  if (asked && !taken) {
    taken = true;
    return asked;
  }
  taken = true;
  asked = browserPosition();
  return asked;
}

/** Forgets the position asked (tests). */
export function forgetPosition(): void {
  asked = undefined;
}
