import type { ApiFailure, ApiResult } from '@nordpark/api/search';

// API results for fakes in tests and stories, shaped as @nordpark/api returns them.

export const ok = <T>(body: T): ApiResult<T> => ({
  ok: true,
  status: 200,
  info: 'OK',
  body,
  errorMessage: null,
});

/** A server failure, or with `aborted` the result of a request that was cancelled. */
export const failed = (aborted = false): ApiFailure => ({
  ok: false,
  status: aborted ? 400 : 500,
  info: aborted ? 'Error.' : 'Internal server error.',
  url: '/test',
  errorMessage: null,
  reason: aborted ? 'aborted' : 'server',
  aborted,
});
