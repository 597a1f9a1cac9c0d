import type { ApiResult } from '@nordpark/api/booking';
import type { NetworkClock } from '@nordpark/core';

// The booking's words for a failed call. The deadlines themselves (slow, abandoned) are
// core's `underDeadlines`, shared with the search.

/** What a call under the deadlines ends in: the call's own result, or abandoned ('timeout'). */
export type Deadlined<T> = ApiResult<T> | 'timeout';

/** Why a call failed, for its words: offline, abandoned (too slow), or the call's own failure. */
export type FailureKind = 'offline' | 'timeout' | 'failed';

/** A failed (or abandoned) call: offline only when the connection failed and the browser says so. */
export function failureKind(result: Deadlined<unknown>, clock: NetworkClock): FailureKind {
  if (result === 'timeout') return 'timeout';
  if (!result.ok && result.reason === 'timeout') return 'timeout';
  if (!result.ok && result.reason === 'network' && !clock.isOnline()) return 'offline';
  return 'failed';
}
