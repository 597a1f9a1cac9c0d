import { peekJson } from './peekJson';

/**
 * What the island in `element` says about when it wakes up: its `data-nordpark-load`, else the
 * page config's `load`; undefined for `eager` or nothing said. Any other value waits for the
 * loader's waiting chunk (whenDue.ts), which knows the triggers and warns about a value it
 * does not know: nordpark.js holds only this look.
 */
export function loadTriggerOf(element: HTMLElement): string | undefined {
  const value = element.getAttribute('data-nordpark-load') ?? peekPageConfig(element)?.load;
  // Anything else, even a number, is the waiting chunk's to judge and warn about.
  return value === 'eager' ? undefined : (value as string | undefined);
}

/** The page config's JSON, read forgivingly (the runtime reports it when broken). */
export function peekPageConfig(element: HTMLElement): Record<string, unknown> | undefined {
  return peekJson(element.ownerDocument.getElementById('nordpark-config')?.textContent);
}
