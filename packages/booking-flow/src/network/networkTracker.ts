import type { NetworkClock } from '@nordpark/core';

/** What the store says about its calls: loading (a load is on its way) and slow (5 s and more). */
export interface NetworkState {
  /** A load of the current step's data is on its way. */
  loading: boolean;
  /** A call has been pending for 5 s: 'load' says "still loading", 'send' "still working". */
  slow: 'load' | 'send' | null;
}

/** The calls a store has on their way, and the one load to retry when the browser is back. */
export interface NetworkTracker {
  clock: NetworkClock;
  /** A call starts: `slow()` when it passes 5 s, `end()` when it settles. */
  begin(kind: 'load' | 'send'): { slow(): void; end(): void };
  /** A load failed while offline: `retry` runs once when the browser is back online. */
  retryWhenOnline(retry: () => Promise<void>): void;
  /** The load to retry now the browser is back, once: null after it was taken. */
  takeOfflineRetry(): (() => Promise<void>) | null;
}

export function createNetworkTracker(
  clock: NetworkClock,
  publish: (state: NetworkState) => void,
): NetworkTracker {
  const calls = new Map<number, { kind: 'load' | 'send'; slow: boolean }>();
  let nextId = 0;
  let offlineRetry: (() => Promise<void>) | null = null;
  const update = () => {
    const all = [...calls.values()];
    publish({
      loading: all.some((call) => call.kind === 'load'),
      slow: all.some((call) => call.slow && call.kind === 'load')
        ? 'load'
        : all.some((call) => call.slow)
          ? 'send'
          : null,
    });
  };
  return {
    clock,
    begin(kind) {
      const id = nextId++;
      calls.set(id, { kind, slow: false });
      update();
      return {
        slow() {
          const call = calls.get(id);
          if (!call) return;
          call.slow = true;
          update();
        },
        end() {
          calls.delete(id);
          update();
        },
      };
    },
    retryWhenOnline(retry) {
      offlineRetry = retry;
    },
    takeOfflineRetry() {
      const retry = offlineRetry;
      offlineRetry = null;
      return retry;
    },
  };
}
