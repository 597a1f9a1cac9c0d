/**
 * Whether the page is used with a finger (a phone or a tablet): such a device opens its own
 * maps app on a geo: link, where a desktop does better with a maps web page.
 */
export const isCoarsePointer = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
