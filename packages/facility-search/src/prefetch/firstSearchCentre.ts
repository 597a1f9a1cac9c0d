import { type LatLng, parseSearchQuery } from '@nordpark/core';
import type { RememberedLocation } from '../page/sessionMemory';

/** Whether the page's first search loads anything: customer-service mode without a name
 * loads nothing (SRCH-14), as startSearch has it. */
export function searchesOnLoad(query: string, pageType: 'default' | 'customerservice'): boolean {
  return pageType !== 'customerservice' || Boolean(parseSearchQuery(query).name);
}

/**
 * Where the page's first search will look, when that is known before the island runs: the
 * URL's position (SRCH-32), else the session's (SRCH-33), as startSearch picks them. Undefined
 * when the browser's position decides, or the default city (SRCH-34, SRCH-35).
 */
export function firstSearchCentre(
  query: string,
  rememberedLocation: () => RememberedLocation | undefined,
): LatLng | undefined {
  const parsed = parseSearchQuery(query);
  if (parsed.lat !== undefined && parsed.lng !== undefined) return { lat: parsed.lat, lng: parsed.lng };
  const session = rememberedLocation();
  return session ? { lat: session.lat, lng: session.lng } : undefined;
}
