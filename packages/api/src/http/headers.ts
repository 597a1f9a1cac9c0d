import { type HttpContext, isApiOrigin } from './context';

export const LANGUAGE_HEADER = 'X-Language';

export interface HeaderInput {
  url: string;
  /** JSON calls may carry the bearer token; HTML calls never do (CFG-11). */
  kind: 'json' | 'html';
  hasBody: boolean;
  /** A per-call language override; the page's language otherwise (CFG-05). */
  language?: string | undefined;
  /** Headers of another origin's API (e.g. Google's key and field mask). */
  extra?: Readonly<Record<string, string>> | undefined;
}

/**
 * The request headers of one call. Our own headers (language, bearer) go only to the API's
 * origin: a custom header on a cross-origin request forces a CORS preflight the other host
 * may refuse, and the user hash is nobody else's business.
 */
export function buildHeaders(context: HttpContext, input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: input.kind === 'json' ? 'application/json' : 'text/html',
  };
  // Every body this client sends is JSON (CFG-04, CFG-07).
  if (input.hasBody) headers['Content-Type'] = 'application/json';
  if (isApiOrigin(context, input.url)) {
    const language = input.language ?? context.language;
    if (language) headers[LANGUAGE_HEADER] = language;
    if (input.kind === 'json') {
      const token = context.getCookie(context.authCookie);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
  }
  return { ...headers, ...input.extra };
}
