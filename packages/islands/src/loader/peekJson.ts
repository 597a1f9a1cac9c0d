/** JSON read cheaply and forgivingly, for the loader's early looks at the page config and
 * props: an object, or undefined for anything else (the runtime reports broken JSON). */
export function peekJson(text: string | null | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
