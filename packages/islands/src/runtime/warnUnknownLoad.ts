import { ISLAND_LOADS, type IslandLoad } from '@nordpark/core';

/**
 * Warns when the island's `data-nordpark-load` (else the page config's `load`) is a value
 * nobody knows. The loader has mounted such an island at once, as if eager (a typo costs the
 * page its laziness, never the island); this says why, naming the values it knows.
 */
export function warnUnknownLoad(
  element: HTMLElement,
  island: string,
  rawConfig: Record<string, unknown> | undefined,
): void {
  const value = element.getAttribute('data-nordpark-load') ?? rawConfig?.load;
  // Nothing said, or said empty, is eager without a word (as the loader reads it).
  if (!value || ISLAND_LOADS.includes(value as IslandLoad)) return;
  console.warn(
    `[nordpark] ${island}: load "${String(value)}" (data-nordpark-load or the page config's "load") is not one of ${ISLAND_LOADS.join(', ')}; it loads at once.`,
  );
}
