import { ISLAND_LOADS, type IslandLoad } from '@nordpark/core';
import { peekJson } from './peekJson';

/** The triggers that keep an island waiting: every load value but eager. */
const WAITS: readonly IslandLoad[] = ISLAND_LOADS.filter((load) => load !== 'eager');

/**
 * What the island in `element` says about when it wakes up: its `data-nordpark-load`, else the
 * page config's `load`, when that is a trigger to wait for; undefined otherwise, so the island
 * is eager from its first state. A value it does not know costs the page its laziness, never
 * the island; the runtime warns about it (runtime/warnUnknownLoad.ts), which keeps the
 * warning's words out of nordpark.js.
 */
export function loadTriggerOf(element: HTMLElement): string | undefined {
  const value = element.getAttribute('data-nordpark-load') ?? peekPageConfig(element)?.load;
  return WAITS.includes(value as IslandLoad) ? (value as string) : undefined;
}

/** The page config's JSON, read forgivingly (the runtime reports it when broken). */
export function peekPageConfig(element: HTMLElement): Record<string, unknown> | undefined {
  return peekJson(element.ownerDocument.getElementById('nordpark-config')?.textContent);
}
