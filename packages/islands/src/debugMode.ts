// Whether the debug view shows (debugView.ts): tiny, read by the runtime for every island.

/** `?nordpark-debug` (any value, or none) in the page's URL switches debug mode on. */
export const DEBUG_PARAMETER = 'nordpark-debug';

/** On with `?nordpark-debug` in the page's URL, or `"debug": true` in its config (`config` is
 * the page config's raw JSON, unvalidated). */
export function debugMode(document: Document, config: unknown): boolean {
  if (typeof config === 'object' && config !== null && (config as { debug?: unknown }).debug === true) {
    return true;
  }
  try {
    return new URL(document.URL).searchParams.has(DEBUG_PARAMETER);
  } catch {
    return false;
  }
}
