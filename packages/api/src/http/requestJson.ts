import type { HttpContext } from './context';
import { dataOf, errorMessageOf, parseJson, statusCodeOf } from './envelope';
import { type ApiFailure, type ApiResult, failure, success } from './result';
import { type CallOptions, type HttpRequest, type Outcome, send } from './transport';

/** Returned by a shape check for a response that does not have the shape its call names. */
export const INVALID: unique symbol = Symbol('invalid response');

export interface JsonRequest<T> extends HttpRequest {
  /**
   * Narrows the envelope's Data (or the whole response) to the shape the call promises. A
   * response without that shape is a parse failure (ERR-06), not a crash in an island.
   */
  parse?: ((data: unknown) => T | typeof INVALID) | undefined;
  /** A body that is not JSON is taken as plain text (registerpayment answers with a URL). */
  plainTextAllowed?: boolean | undefined;
}

/** The error row of spec §8 for an HTTP error status (ERR-01..04, and other 4xx). */
function failureForStatus(status: number, url: string, text: string): ApiFailure {
  const parsed = parseJson(text);
  const message = parsed.ok ? errorMessageOf(parsed.value) : null;
  if (status === 401 || status === 403) return failure(status, 'Authentication error.', url, 'auth', message);
  if (status === 404) return failure(status, 'Endpoint not found.', url, 'not-found', message);
  if (status >= 500) return failure(status, 'Internal server error.', url, 'server', message);
  return failure(status, 'Error.', url, 'http', message);
}

function parseBody(text: string, plainTextAllowed: boolean | undefined): ReturnType<typeof parseJson> {
  const json = parseJson(text);
  if (json.ok || !plainTextAllowed) return json;
  return { ok: true, value: text.trim() };
}

/**
 * The result of a JSON call from how its request ended (spec §7 "Responses", §8). Pure, so
 * the mapping is tested without a server; `requestJson` feeds it real outcomes.
 */
export function jsonResultOf<T>(
  outcome: Outcome,
  shape: Pick<JsonRequest<T>, 'parse' | 'plainTextAllowed'> = {},
): ApiResult<T> {
  if (outcome.kind !== 'response') {
    // No answer at all (network, timeout, abort, unwritable parameters): the catalogue's
    // network row, status 400 (ERR-05); `reason` and `aborted` tell them apart.
    return failure(400, 'Error.', outcome.url, outcome.kind);
  }
  const { status, text, url } = outcome;
  if (status < 200 || status > 299) return failureForStatus(status, url, text);
  // 204/205 have no content by definition and a HEAD call reads none: there is nothing to
  // parse. Any other empty body is a parse failure (ERR-06), as the spec's helper had it.
  const empty = status === 204 || status === 205 || outcome.method === 'HEAD';
  const parsed = empty ? { ok: true as const, value: null } : parseBody(text, shape.plainTextAllowed);
  if (!parsed.ok) return failure(400, 'Error.', url, 'parse'); // ERR-06
  const data = dataOf(parsed.value);
  const body = shape.parse ? shape.parse(data) : data;
  if (body === INVALID) return failure(400, 'Error.', url, 'parse');
  // Without a shape check the body's type is the server's contract (spec: "not shown").
  return success(body as T, statusCodeOf(parsed.value), errorMessageOf(parsed.value));
}

/** A JSON call: sends JSON, reads the envelope, returns every failure as a value. */
export async function requestJson<T>(
  context: HttpContext,
  request: JsonRequest<T>,
  options?: CallOptions,
): Promise<ApiResult<T>> {
  return jsonResultOf<T>(await send(context, request, 'json', options), request);
}
