// @nordpark/api/http: the transport every call goes through, for a call the client does not
// have yet (add it to src/calls/ soon) and for building a client of one's own.
export { type CallContext, callContextFor, createCallContext } from './calls/callContext';
export {
  type ClientOptions,
  createHttpContext,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type HttpContext,
} from './http/context';
export { readCookie } from './http/cookie';
export { LANGUAGE_HEADER } from './http/headers';
export { requestHtml } from './http/requestHtml';
export { INVALID, type JsonRequest, requestJson } from './http/requestJson';
export type { CallOptions, HttpMethod, HttpRequest, Sender } from './http/transport';
export { createHttpSender, createSender } from './sender';
