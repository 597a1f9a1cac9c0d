import { type BackendResponse, bearerOf, queryOf, type ReferenceBackend } from '@nordpark/fixtures/backend';
import type { Env, Hono } from 'hono';
import { readBody } from './requestBody';
import type { RequestLog } from './requestLog';

/** API answers depend on the query and on state: no cache may keep one (CFG-08). */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

const CONTENT_TYPE = {
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

export function toResponse(answer: BackendResponse): Response {
  const [type, text] =
    'json' in answer
      ? [CONTENT_TYPE.json, JSON.stringify(answer.json)]
      : 'html' in answer
        ? [CONTENT_TYPE.html, answer.html]
        : [CONTENT_TYPE.text, answer.text];
  return new Response(text, { status: answer.status, headers: { ...NO_STORE, 'Content-Type': type } });
}

/**
 * The reference API (architecture §5): one catch-all that hands every path the backend owns
 * to the shared backend of @nordpark/fixtures/backend, the one mock mode uses too. Everything
 * else (the pages, the bundle) goes on to the next handler. Each call the backend is handed
 * goes into `log` first, when one is given.
 */
export function registerApi<E extends Env>(app: Hono<E>, backend: ReferenceBackend, log?: RequestLog): void {
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!backend.owns(url.pathname)) return next();
    const body = await readBody(c);
    if (!body.ok) return toResponse({ status: 400, json: { ErrorMessage: body.error } });
    const request = {
      method: c.req.method,
      path: url.pathname,
      query: queryOf(url.searchParams),
      body: body.body,
    };
    log?.record(request);
    return toResponse(backend.handle({ ...request, authorization: bearerOf(c.req.header('authorization')) }));
  });
}
