import { type BookingChoices, CHOICE_KEYS, initialChoices } from './state';

/** The part of Storage the flow uses; sessionStorage in the browser, a Map in tests. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One key per facility, so two tabs booking two facilities do not mix their choices. */
export const storageKey = (fId: string) => `nordpark:booking-flow:${fId}`;

/** A saved value is taken only when it is of the kind its default is. */
function accepted(fallback: unknown, value: unknown): boolean {
  if (fallback === null) return value === null || typeof value === 'string';
  if (Array.isArray(fallback)) return Array.isArray(value);
  return value !== null && typeof value === typeof fallback;
}

/**
 * The saved choices, each key checked against the kind its default has: a value written by
 * an older version, or edited by hand, falls back to the default instead of breaking the flow.
 */
export function loadChoices(storage: ChoiceStorage | null, key: string): BookingChoices {
  const defaults = initialChoices();
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof saved !== 'object' || saved === null) return defaults;
  const record = saved as Record<string, unknown>;
  const result = { ...defaults } as Record<string, unknown>;
  for (const name of CHOICE_KEYS) {
    const value = record[name];
    const fallback = defaults[name];
    if (!accepted(fallback, value)) continue;
    // Objects (customer, vehicle) are merged, so a field added later gets its default.
    result[name] =
      typeof fallback === 'object' && fallback !== null && !Array.isArray(fallback)
        ? { ...fallback, ...(value as object) }
        : value;
  }
  return result as unknown as BookingChoices;
}

export function saveChoices(storage: ChoiceStorage | null, key: string, choices: BookingChoices): void {
  try {
    storage?.setItem(key, JSON.stringify(choices));
  } catch {
    // Storage full or blocked (private mode): the flow goes on, it only cannot resume.
  }
}

/** sessionStorage when the page allows it; null where it throws (blocked cookies) or is absent. */
export function sessionStore(): ChoiceStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
