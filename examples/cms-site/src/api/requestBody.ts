import type { Context } from 'hono';

export type BodyResult = { ok: true; body: unknown } | { ok: false; error: string };

/** A form's fields as strings; a repeated name becomes a list, a file its name. */
function formFields(form: Record<string, string | File | (string | File)[]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const text = (value: string | File) => (typeof value === 'string' ? value : value.name);
  for (const [name, value] of Object.entries(form)) {
    fields[name] = Array.isArray(value) ? value.map(text) : text(value);
  }
  return fields;
}

/**
 * The request body as the backend takes it. The client sends JSON (CFG-07); "the body is the
 * form" (API-21, API-26, API-27, API-29, API-34) also arrives form-encoded from a plain HTML
 * form, so both are read. No body is `undefined`; a body that cannot be read is an error.
 */
export async function readBody(c: Context): Promise<BodyResult> {
  const method = c.req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return { ok: true, body: undefined };
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
      return { ok: true, body: formFields(await c.req.parseBody({ all: true })) };
    } catch {
      return { ok: false, error: 'The form body could not be read.' };
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, error: 'The body is not valid JSON.' };
  }
}
