import { type CalendarDate, isSearchDateUsable, type LatLng, normaliseStay } from '@nordpark/core';
import type { SearchMemory } from '../store/searchDependencies';

export const SESSION_LOCATION_KEY = 'nordpark.search.location';
export const SESSION_DATE_KEY = 'nordpark.search.date';
export const SESSION_UNTIL_KEY = 'nordpark.search.until';

export interface RememberedLocation extends LatLng {
  name?: string;
  address?: string;
}

/** Session storage can be missing or throw (privacy modes, sandboxed frames): then nothing is kept. */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or a locked storage: the session memory is a convenience, never a requirement.
  }
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The location stored for this session (SRCH-33), if a well-formed one is there. */
export function readRememberedLocation(): RememberedLocation | undefined {
  const value = read(SESSION_LOCATION_KEY) as Record<string, unknown> | null;
  if (!value || !isCoordinate(value.lat, 90) || !isCoordinate(value.lng, 180)) return undefined;
  const name = optionalText(value.name);
  const address = optionalText(value.address);
  return {
    lat: value.lat,
    lng: value.lng,
    ...(name ? { name } : {}),
    ...(address ? { address } : {}),
  };
}

/** The stored search date, dropped when before today or over a year ahead (SRCH-30, SRCH-31). */
export function readRememberedDate(today: CalendarDate): CalendarDate | null {
  const value = read(SESSION_DATE_KEY);
  if (typeof value === 'string' && isSearchDateUsable(value, today)) return value as CalendarDate;
  if (value !== null) write(SESSION_DATE_KEY, null);
  return null;
}

/** The stored last day of the stay, kept only while it makes a stay with `date`. */
export function readRememberedUntil(date: CalendarDate | null): CalendarDate | null {
  const value = read(SESSION_UNTIL_KEY);
  if (typeof value === 'string' && normaliseStay(date, value)) return value;
  if (value !== null) write(SESSION_UNTIL_KEY, null);
  return null;
}

export function createSessionMemory(): SearchMemory {
  return {
    saveLocation: ({ lat, lng, name, address }) => write(SESSION_LOCATION_KEY, { lat, lng, name, address }),
    saveDate: (date) => write(SESSION_DATE_KEY, date),
    saveUntil: (until) => write(SESSION_UNTIL_KEY, until),
  };
}
