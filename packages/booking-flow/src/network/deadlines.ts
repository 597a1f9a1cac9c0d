import type { ApiResult, CallOptions } from '@nordpark/api/booking';
import { ABANDON_LOAD_MS, SLOW_LOAD_MS } from '@nordpark/core';

// Honest network states: a call still pending after 5 s says so; a load still
// pending after 20 s is abandoned and shown as failed, with Retry. Shared by the flow's store
// and the confirmation view.

/** Timers and whether the browser is online: the page's by default, a fake in tests. */
export interface NetworkClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  isOnline(): boolean;
}

export const pageClock: NetworkClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};

/** What a call under the deadlines ends in: the call's own result, or abandoned after 20 s. */
export type Deadlined<T> = ApiResult<T> | 'timeout';

export interface DeadlineOptions {
  clock: NetworkClock;
  /** A load is abandoned after ABANDON_LOAD_MS; a submission is not (the server may act on it). */
  abandon: boolean;
  /** The call is still pending after SLOW_LOAD_MS. */
  onSlow(): void;
}

/**
 * Runs one call under the deadlines. The call gets the signal that aborts it when it is
 * abandoned; an abandoned call's late answer is never used.
 */
export async function underDeadlines<T>(
  call: (options: CallOptions) => Promise<ApiResult<T>>,
  { clock, abandon, onSlow }: DeadlineOptions,
): Promise<Deadlined<T>> {
  const controller = new AbortController();
  let giveUp = () => {};
  const abandoned = new Promise<'timeout'>((resolve) => {
    giveUp = () => resolve('timeout');
  });
  const slowTimer = clock.setTimeout(onSlow, SLOW_LOAD_MS);
  const abandonTimer = abandon
    ? clock.setTimeout(() => {
        // Settled first, so the aborted call's answer cannot win the race.
        giveUp();
        controller.abort();
      }, ABANDON_LOAD_MS)
    : null;
  try {
    return await Promise.race([call({ signal: controller.signal }), abandoned]);
  } finally {
    clock.clearTimeout(slowTimer);
    if (abandonTimer !== null) clock.clearTimeout(abandonTimer);
  }
}

/** Why a call failed, for its words: offline, abandoned (too slow), or the call's own failure. */
export type FailureKind = 'offline' | 'timeout' | 'failed';

/** A failed (or abandoned) call: offline only when the connection failed and the browser says so. */
export function failureKind(result: Deadlined<unknown>, clock: NetworkClock): FailureKind {
  if (result === 'timeout') return 'timeout';
  if (!result.ok && result.reason === 'timeout') return 'timeout';
  if (!result.ok && result.reason === 'network' && !clock.isOnline()) return 'offline';
  return 'failed';
}
