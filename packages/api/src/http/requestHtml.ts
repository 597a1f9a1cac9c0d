import type { HttpContext } from './context';
import { type ApiResult, failure, success } from './result';
import { type CallOptions, type HttpRequest, type Outcome, send } from './transport';

/**
 * The result of an HTML call: the fragment's text, or status 500 'Internal server error.'
 * when the call failed in any way or the fragment is empty (ERR-07, ERR-08). The islands
 * render the fragment as it comes, so a blank one is as useless as a failed one.
 */
export function htmlResultOf(outcome: Outcome): ApiResult<string> {
  const { url } = outcome;
  if (outcome.kind !== 'response') return failure(500, 'Internal server error.', url, outcome.kind);
  if (outcome.status < 200 || outcome.status > 299)
    return failure(500, 'Internal server error.', url, 'http');
  if (outcome.text.trim() === '') return failure(500, 'Internal server error.', url, 'empty');
  return success(outcome.text, outcome.status);
}

/** An HTML call: like a JSON call, but never with the bearer token (CFG-11). */
export async function requestHtml(
  context: HttpContext,
  request: HttpRequest,
  options?: CallOptions,
): Promise<ApiResult<string>> {
  return htmlResultOf(await send(context, request, 'html', options));
}
