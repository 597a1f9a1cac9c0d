// The network rules' timers and online flag under the test's control: a test moves
// time on with `advance` and switches `online`, and nothing waits for real seconds.
import type { ApiFailure } from '@nordpark/api/booking';
import type { NetworkClock } from '../network/deadlines';

export interface TestClock extends NetworkClock {
  /** Runs every timer due within `ms` from now, in the order they are due. */
  advance(ms: number): void;
  /** What `isOnline()` answers. */
  online: boolean;
  /** How many timers are set and not yet run or cleared. */
  pending(): number;
}

export function testClock(): TestClock {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    online: true,
    isOnline() {
      return this.online;
    },
    setTimeout(callback, ms) {
      timers.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        const [handle, timer] = due;
        timers.delete(handle);
        now = timer.at;
        timer.callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

/** A call that failed without an answer: the connection dropped, or the browser is offline. */
export const dropped = (): ApiFailure => ({
  ok: false,
  status: 0,
  info: 'Error.',
  url: '/test',
  errorMessage: null,
  reason: 'network',
  aborted: false,
});

export { deferred } from '@nordpark/ui/testing';

/** Lets every settled promise's callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
