import { ABANDON_LOAD_MS, SLOW_LOAD_MS } from './loadDeadlines';

/** Timers and whether the browser is online: the page's by default, a fake in tests. */
export interface NetworkClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  isOnline(): boolean;
}

/** The page's own timers and `navigator.onLine` (online where there is no navigator). */
export const pageClock: NetworkClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};

export interface DeadlineOptions {
  clock: NetworkClock;
  /** A load is abandoned after ABANDON_LOAD_MS; a submission is not (the server may act on it). */
  abandon: boolean;
  /** The call is still pending after SLOW_LOAD_MS. */
  onSlow(): void;
  /** The controller whose signal the call gets, when the caller aborts it too (a newer load). */
  controller?: AbortController;
}

/**
 * Runs one call under the spec's network deadlines (§4): still pending after SLOW_LOAD_MS, it
 * says so; a load still pending after ABANDON_LOAD_MS ends as 'timeout', its call aborted and
 * its late answer never used. Every island's loads and submissions go through here.
 */
export async function underDeadlines<R>(
  call: (signal: AbortSignal) => Promise<R>,
  { clock, abandon, onSlow, controller = new AbortController() }: DeadlineOptions,
): Promise<R | 'timeout'> {
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
    return await Promise.race([call(controller.signal), abandoned]);
  } finally {
    clock.clearTimeout(slowTimer);
    if (abandonTimer !== null) clock.clearTimeout(abandonTimer);
  }
}
