import type { Env, Hono } from 'hono';
import { FAULTS_PATH } from './faultMiddleware';
import type { FaultInjector, FaultSpec } from './faults';

type Checked = { ok: true; spec: FaultSpec } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A fault from JSON: `path` (exact) or `pathPattern` (a RegExp source), and the FaultSpec fields. */
export function faultFromJson(input: unknown): Checked {
  if (!isRecord(input)) return { ok: false, error: 'The body must be a JSON object.' };
  const spec: FaultSpec = { path: '' };
  if (typeof input.path === 'string' && input.path.startsWith('/')) spec.path = input.path;
  else if (typeof input.pathPattern === 'string') {
    try {
      spec.path = new RegExp(input.pathPattern);
    } catch {
      return { ok: false, error: 'pathPattern must be a regular expression.' };
    }
  } else return { ok: false, error: 'path (starting with /) or pathPattern is required.' };
  if (input.method !== undefined) {
    if (typeof input.method !== 'string') return { ok: false, error: 'method must be a string.' };
    spec.method = input.method;
  }
  if (input.status !== undefined) {
    if (!wholeIn(input.status, 200, 599))
      return { ok: false, error: 'status must be a whole number from 200 to 599.' };
    spec.status = input.status;
  }
  if (input.delayMs !== undefined) {
    if (!wholeIn(input.delayMs, 0, 60_000)) return { ok: false, error: 'delayMs must be from 0 to 60000.' };
    spec.delayMs = input.delayMs;
  }
  if (input.body !== undefined) {
    if (typeof input.body !== 'string') return { ok: false, error: 'body must be a string, sent as it is.' };
    spec.body = input.body;
  }
  if (input.contentType !== undefined) {
    if (typeof input.contentType !== 'string') return { ok: false, error: 'contentType must be a string.' };
    spec.contentType = input.contentType;
  }
  if (input.drop !== undefined) {
    if (input.drop !== true) return { ok: false, error: 'drop must be true or left out.' };
    spec.drop = true;
  }
  if (input.times !== undefined) {
    if (!wholeIn(input.times, 1, 10_000))
      return { ok: false, error: 'times must be a whole number, 1 or more.' };
    spec.times = input.times;
  }
  return { ok: true, spec };
}

/**
 * `POST /__test/faults` adds a fault, `DELETE /__test/faults` clears them all: for tests that
 * drive the demo from a browser. Registered only when the server is started with
 * `{ testing: true }`; a demo started by `npm start` has no such routes.
 */
export function registerFaultRoutes<E extends Env>(app: Hono<E>, faults: FaultInjector): void {
  app.post(FAULTS_PATH, async (c) => {
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      return c.json({ ErrorMessage: 'The body must be JSON.' }, 400);
    }
    const checked = faultFromJson(input);
    if (!checked.ok) return c.json({ ErrorMessage: checked.error }, 400);
    faults.inject(checked.spec);
    return c.body(null, 204);
  });
  app.delete(FAULTS_PATH, (c) => {
    faults.clear();
    return c.body(null, 204);
  });
}
