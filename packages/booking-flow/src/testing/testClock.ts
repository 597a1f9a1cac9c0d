// Test helpers of the booking's network rules.
import type { ApiFailure } from '@nordpark/api/booking';

export { type TestClock, testClock } from '@nordpark/ui/testing';

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
