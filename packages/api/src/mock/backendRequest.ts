import { type BackendRequest, queryOf } from '@nordpark/fixtures/backend';
import type { HttpRequest } from '../http/transport';

/** Relative paths need a base to parse against; only the path and query are kept. */
const PARSE_BASE = 'http://mock.invalid';

/**
 * The call as a server would receive it: the query string the real sender would write, and
 * the body after a JSON round trip (what `undefined` fields and Dates become on the wire).
 * Throws where the real sender could not write the request either.
 */
export function toBackendRequest(
  request: HttpRequest,
  url: string,
  authorization: string | undefined,
): BackendRequest {
  const parsed = new URL(url, PARSE_BASE);
  const sendsQuery = request.method === 'GET' || request.method === 'HEAD';
  const json = sendsQuery || request.data === undefined ? undefined : JSON.stringify(request.data);
  return {
    method: request.method,
    path: parsed.pathname,
    query: queryOf(parsed.searchParams),
    body: json === undefined ? undefined : JSON.parse(json),
    authorization,
  };
}
