// The server's optional envelope { StatusCode, Data, ErrorMessage } (API-62).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function envelopeOf(parsed: unknown): Record<string, unknown> | undefined {
  return isRecord(parsed) ? parsed : undefined;
}

/** The envelope's StatusCode, or 200 when there is none (ERR-09). */
export function statusCodeOf(parsed: unknown): number {
  const code = envelopeOf(parsed)?.StatusCode;
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && /^\d{3}$/.test(code)) return Number(code);
  return 200;
}

/** The envelope's Data, or the whole response when there is none (ERR-11). */
export function dataOf(parsed: unknown): unknown {
  return envelopeOf(parsed)?.Data ?? parsed;
}

/** The envelope's ErrorMessage when it is text, else null (ERR-12). */
export function errorMessageOf(parsed: unknown): string | null {
  const message = envelopeOf(parsed)?.ErrorMessage;
  return typeof message === 'string' ? message : null;
}

/** JSON.parse that reports failure as undefined instead of throwing. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
