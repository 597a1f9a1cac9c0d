// When the loader tries a failed load again: the failure chunk's, so that nordpark.js, which
// every page downloads, carries none of it (a load that succeeds never asks).

import type { MountOptions } from '../types';

/** The waits before the second and third try, ms: twice, briefly, well inside the 20 s the
 * islands give a load (ABANDON_LOAD_MS). */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1200];

/**
 * After a load failed, `retries` times tried again already: resolves true once it is time to
 * try again, false at once when there is no try left.
 */
export function retryAfter(
  retries: number,
  { retryDelays = RETRY_DELAYS_MS }: MountOptions,
): Promise<boolean> {
  const delay = retryDelays[retries];
  if (delay === undefined) return Promise.resolve(false);
  return new Promise((resolve) => setTimeout(() => resolve(true), delay));
}
