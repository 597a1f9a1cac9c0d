import type { IslandState } from '../types';

export const STATE_ATTRIBUTE = 'data-nordpark-state';

/** What the runtime hands back for a rendered island. */
export interface IslandHandle {
  unmount(): void;
}

/** The runtime's claim on one island element, from the first mount until unmount. */
export interface IslandRecord {
  readonly name: string;
  state: IslandState;
  /** The server-rendered content the island replaced, put back on unmount so that the
   * element can be mounted again (a child JSON props script lives there). */
  fallback?: Node[] | undefined;
  handle?: IslandHandle | undefined;
  /** Settles once the island is mounted, failed or abandoned; never rejects (set as the
   * load starts: right after the claim, or when a waiting island wakes). */
  settled?: Promise<void>;
  /** Ends the wait of `settled` once the render began (first view, failure or unmount); none
   * before the render. */
  finish?: () => void;
  /** While `waiting`: starts the load at once (the trigger fired, or a mount by hand). */
  wake?: (() => void) | undefined;
  /** While `waiting`: forgets the trigger. */
  stop?: (() => void) | undefined;
}

// A WeakMap, not a marker attribute: the claim must not outlive the element, and a copied
// or server-cached attribute must not stop an element from mounting.
const records = new WeakMap<Element, IslandRecord>();

export function claim(element: HTMLElement, name: string, state: IslandState): IslandRecord {
  const record: IslandRecord = { name, state };
  records.set(element, record);
  setState(element, record, state);
  return record;
}

export function recordOf(element: Element): IslandRecord | undefined {
  return records.get(element);
}

/** False once the element was unmounted (and perhaps claimed again) since `record` began:
 * a late import or callback must then leave the element alone. */
export function isCurrent(element: Element, record: IslandRecord): boolean {
  return records.get(element) === record;
}

/** The event every state change fires on the island element (architecture §3). */
export const STATE_EVENT = 'nordpark:statechange';

/** What `nordpark:statechange` carries in `detail`. */
export interface IslandStateChange {
  island: string;
  state: IslandState;
}

/** Sets the state attribute and tells the page: a bubbling `nordpark:statechange`. */
export function setState(element: Element, record: IslandRecord, state: IslandState): void {
  record.state = state;
  element.setAttribute(STATE_ATTRIBUTE, state);
  element.dispatchEvent(
    new CustomEvent(STATE_EVENT, {
      bubbles: true,
      detail: { island: record.name, state } satisfies IslandStateChange,
    }),
  );
}

/** Ends the claim. An element this runtime never claimed is left untouched. */
export function release(element: Element): IslandRecord | undefined {
  const record = records.get(element);
  if (!record) return undefined;
  records.delete(element);
  element.removeAttribute(STATE_ATTRIBUTE);
  return record;
}
