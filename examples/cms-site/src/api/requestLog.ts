import type { Env, Hono } from 'hono';

/** `GET /__test/requests` lists what the reference API received, `DELETE` empties the list. */
export const REQUESTS_PATH = '/__test/requests';

/** One call the reference API received, as the backend was handed it. */
export interface RecordedRequest {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** One value per name, as the backend reads it. */
  query: Record<string, string>;
  /** The parsed JSON or form body; `undefined` when there was none. */
  body: unknown;
}

export interface RequestLog {
  record(request: RecordedRequest): void;
  /** Oldest first; only the most recent `limit` are kept. */
  entries(): readonly RecordedRequest[];
  clear(): void;
}

/**
 * What the reference API received, so a browser test can check the bodies the islands sent
 * (the browser's own view of a request is not what the server read). Bounded, so a demo that
 * runs for days keeps only the last calls.
 */
export function createRequestLog(limit = 500): RequestLog {
  const list: RecordedRequest[] = [];
  return {
    record(request) {
      list.push(request);
      if (list.length > limit) list.splice(0, list.length - limit);
    },
    entries: () => [...list],
    clear: () => {
      list.length = 0;
    },
  };
}

/**
 * The log over HTTP, for tests that drive the demo from outside its process. Registered only
 * when the server is started with `{ testing: true }`, like the fault routes.
 */
export function registerRequestLogRoutes<E extends Env>(app: Hono<E>, log: RequestLog): void {
  app.get(REQUESTS_PATH, (c) => c.json(log.entries(), 200, { 'Cache-Control': 'no-store' }));
  app.delete(REQUESTS_PATH, (c) => {
    log.clear();
    return c.body(null, 204);
  });
}
