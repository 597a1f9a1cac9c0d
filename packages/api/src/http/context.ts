import { documentCookieGetter } from './cookie';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What the client needs from its surroundings; tests and Node pass their own. */
export interface ClientOptions {
  fetch?: FetchLike;
  /** Reads a cookie by name; defaults to `document.cookie` when there is a document. */
  getCookie?: (name: string) => string | undefined;
  /** Per-call time limit, ms; a call that takes longer fails like a network error. */
  timeoutMs?: number;
  /** The page's origin, for resolving a relative `apiBase`; defaults to `location.origin`. */
  origin?: string;
}

export interface HttpContext {
  fetch: FetchLike;
  getCookie: (name: string) => string | undefined;
  timeoutMs: number;
  apiBase: string;
  pageOrigin: string | undefined;
  language: string;
  authCookie: string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

// Looked up at call time, not captured, so a fetch stubbed after creation is still used; and
// never called as a method of another object (browsers throw "Illegal invocation"). One
// function for every client, so that two clients of one page are seen to share their fetch.
const pageFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** Stands in for an unknown page origin when comparing origins: relative URLs all land on it. */
const UNKNOWN_ORIGIN = 'http://page.invalid';

function currentOrigin(): string | undefined {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  // about:blank and file: pages report the opaque origin "null", which resolves nothing.
  return origin && origin !== 'null' ? origin : undefined;
}

export function createHttpContext(
  config: { apiBase: string; language: string; authCookie: string },
  options: ClientOptions = {},
): HttpContext {
  return {
    fetch: options.fetch ?? pageFetch,
    getCookie: options.getCookie ?? documentCookieGetter,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    apiBase: config.apiBase,
    pageOrigin: options.origin ?? currentOrigin(),
    language: config.language,
    authCookie: config.authCookie,
  };
}

/** `http:`, `https:`, `//host`: a URL that names its own origin. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

function joinPath(base: string, path: string): string {
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The URL a call goes to: absolute URLs as they are, paths under `apiBase`. Made absolute
 * when the page origin is known so error results and logs name a complete URL; otherwise
 * left relative for the browser to resolve.
 */
export function resolveUrl(context: HttpContext, path: string): string {
  const joined = isAbsoluteUrl(path) ? path : joinPath(context.apiBase, path);
  if (!context.pageOrigin) return joined;
  try {
    return new URL(joined, context.pageOrigin).href;
  } catch {
    return joined;
  }
}

function originOf(url: string, pageOrigin: string | undefined): string | undefined {
  try {
    return new URL(url, pageOrigin ?? UNKNOWN_ORIGIN).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` is on the API's own origin (apiBase resolved against the page). The bearer
 * token and the language header go only there (CFG-10): never to a payment page, a maps
 * provider or any other host. When in doubt (an unparsable URL) the answer is no.
 */
export function isApiOrigin(context: HttpContext, url: string): boolean {
  const api = originOf(context.apiBase || '/', context.pageOrigin);
  const target = originOf(url, context.pageOrigin);
  return api !== undefined && api === target;
}
