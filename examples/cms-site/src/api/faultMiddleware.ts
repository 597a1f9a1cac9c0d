import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { FaultInjector } from './faults';

/** The control route itself is never faulted, so a test can always clear what it set. */
export const FAULTS_PATH = '/__test/faults';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies the injected faults before anything else answers, so any route (API, page or
 * bundle file) can be made to fail, be slow, answer garbage or hang up (spec §8 over HTTP).
 */
export function faultMiddleware(faults: FaultInjector): MiddlewareHandler<{ Bindings: HttpBindings }> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const fault = path === FAULTS_PATH ? undefined : faults.take(c.req.method, path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      // ERR-05: the client sees a connection that ends without an answer.
      // Optional: under app.request() in a unit test there is no socket to destroy.
      c.env?.incoming?.socket.destroy();
      return new Response(null, { status: 500 });
    }
    if (fault.status === undefined && fault.body === undefined) return next();
    const status = fault.status ?? 200;
    // These statuses may carry no body at all; the Response constructor refuses one.
    const bodyless = status === 204 || status === 205 || status === 304;
    const body = fault.body ?? JSON.stringify({ ErrorMessage: `Injected fault: HTTP ${status}.` });
    return new Response(bodyless ? null : body, {
      status,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Type': fault.contentType ?? 'application/json; charset=utf-8',
      },
    });
  };
}
