// The one result shape every call returns (spec §7 "Responses", §8). Nothing in this package
// throws at a caller (ERR-13): failures, timeouts and aborts all come back as values.

/** The `info` texts of the error catalogue, word for word (ERR-01..08). */
export type FailureInfo =
  | 'Authentication error.'
  | 'Endpoint not found.'
  | 'Internal server error.'
  | 'Error.';

/** Why a call failed, for logs and for callers that need more than the catalogue's `info`. */
export type FailureReason =
  | 'auth'
  | 'not-found'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'empty'
  | 'aborted'
  /** The call's own parameters could not be written (a cycle, a BigInt): a caller's bug. */
  | 'invalid';

/**
 * The HTTP exchange worked. `status` is the server's envelope `StatusCode` (200 when it sends
 * none), so a 200 response can still carry a business error: check `status` and
 * `errorMessage` where the spec says the server reports errors that way (termination).
 */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  info: 'OK';
  body: T;
  errorMessage: string | null;
}

export interface ApiFailure {
  ok: false;
  status: number;
  info: FailureInfo;
  /** The URL that was requested, so a log line says which call failed (ERR-03, ERR-04). */
  url: string;
  /** The server's `ErrorMessage`, when its error response carried one. */
  errorMessage: string | null;
  reason: FailureReason;
  /** True only when the caller's own signal aborted the call: callers drop such results. */
  aborted: boolean;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function success<T>(body: T, status = 200, errorMessage: string | null = null): ApiSuccess<T> {
  return { ok: true, status, info: 'OK', body, errorMessage };
}

export function failure(
  status: number,
  info: FailureInfo,
  url: string,
  reason: FailureReason,
  errorMessage: string | null = null,
): ApiFailure {
  return { ok: false, status, info, url, errorMessage, reason, aborted: reason === 'aborted' };
}
