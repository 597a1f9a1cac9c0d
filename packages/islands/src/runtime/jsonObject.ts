import { describeCause } from '../errors';

export type JsonObjectResult = { ok: true; value: Record<string, unknown> } | { ok: false; problem: string };

/** Parses JSON that must be an object (page config, island props), phrasing a failure so
 * it completes "<source> …". */
export function parseJsonObject(text: string): JsonObjectResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `is not valid JSON (${describeCause(error)})` };
  }
  if (!isPlainObject(value)) {
    const got = Array.isArray(value) ? 'an array' : JSON.stringify(value);
    return { ok: false, problem: `must be a JSON object (got ${got})` };
  }
  return { ok: true, value };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
