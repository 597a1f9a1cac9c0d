/** JSON read cheaply and forgivingly, for the loader's early looks at the page config and
 * props: an object, or undefined for anything else (the runtime reports broken JSON). */
export function peekJson(text: string | null | undefined): Record<string, unknown> | undefined {
  // Nothing (null, undefined, '') throws or parses to null, as broken JSON does.
  try {
    const value: unknown = JSON.parse(text as string);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
