import { type HttpContext, resolveUrl } from './context';
import { buildHeaders } from './headers';
import { toQueryString, withQuery } from './query';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as the call modules describe it. */
export interface HttpRequest {
  method: HttpMethod;
  /** A path under `apiBase` (`/booking/createtemplock`) or an absolute URL. */
  path: string;
  /** Query parameters for GET and HEAD (CFG-06), the JSON body for any other method (CFG-07). */
  data?: object | undefined;
  /** Headers another origin's API wants (Google's key and field mask). */
  headers?: Readonly<Record<string, string>> | undefined;
  /** How long a GET's answer may wait for another client's identical call, ms, when that call
   * comes later than an island's first (http/shared.ts). */
  sharedFor?: number | undefined;
}

/** What every call accepts besides its own parameters. */
export interface CallOptions {
  /** Aborts the call; the result then has `aborted: true`. */
  signal?: AbortSignal | undefined;
  /** Overrides the page's language for this call (CFG-05). */
  language?: string | undefined;
  /** Overrides the client's time limit for this call, ms. */
  timeoutMs?: number | undefined;
  /** Lets the request outlive the page (e.g. removing a temporary lock on unload). */
  keepalive?: boolean | undefined;
}

/** How a request ended, before the helpers turn it into a result. */
export type Outcome =
  | { kind: 'response'; url: string; method: HttpMethod; status: number; text: string }
  | { kind: 'aborted' | 'timeout' | 'network' | 'invalid'; url: string };

/** Sends a request and reports how it ended; the real one is `send`, mock mode has another. */
export type Sender = (request: HttpRequest, kind: 'json' | 'html', options?: CallOptions) => Promise<Outcome>;

function sendsQuery(method: HttpMethod): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The URL with its query string, for GET and HEAD. */
export function requestUrl(base: string, request: HttpRequest): string {
  return sendsQuery(request.method) ? withQuery(base, toQueryString(request.data)) : base;
}

function timeLimit(context: HttpContext, options: CallOptions): number {
  const limit = options.timeoutMs;
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0 ? limit : context.timeoutMs;
}

/**
 * Sends one request and reads its whole body, under one signal that both the caller's signal
 * and the time limit abort (an AbortController fed by both, which works where AbortSignal.any
 * does not exist). Never rejects: every way a request can end is an Outcome.
 */
export async function send(
  context: HttpContext,
  request: HttpRequest,
  kind: 'json' | 'html',
  options: CallOptions = {},
): Promise<Outcome> {
  const base = resolveUrl(context, request.path);
  let url = base;
  let body: string | undefined;
  try {
    url = requestUrl(base, request);
    body =
      !sendsQuery(request.method) && request.data !== undefined ? JSON.stringify(request.data) : undefined;
  } catch {
    // Parameters that cannot be written (a cycle, a BigInt in a body) are the caller's bug,
    // but still a value rather than a throw (ERR-13).
    return { kind: 'invalid', url };
  }
  const callerSignal = options.signal;
  if (callerSignal?.aborted) return { kind: 'aborted', url };

  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    timeLimit(context, options),
  );

  try {
    const response = await context.fetch(url, {
      method: request.method,
      headers: buildHeaders(context, {
        url,
        kind,
        hasBody: body !== undefined,
        language: options.language,
        extra: request.headers,
      }),
      body,
      // Never cached (CFG-08): availability and prices change by the minute.
      cache: 'no-store',
      credentials: 'same-origin',
      keepalive: options.keepalive ?? false,
      signal: controller.signal,
    });
    // The body is read under the same signal, so the time limit covers a slow body too.
    const text = request.method === 'HEAD' ? '' : await response.text();
    return { kind: 'response', url, method: request.method, status: response.status, text };
  } catch {
    if (callerSignal?.aborted) return { kind: 'aborted', url };
    return { kind: timedOut ? 'timeout' : 'network', url };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
