import { type LatLng, parseSearchQuery } from '@nordpark/core';
import type { RememberedLocation } from '../page/sessionMemory';

/**
 * Where the page's first search will look, when that is known before the island runs: the
 * URL's position (SRCH-32), else the session's (SRCH-33), as startSearch picks them. Undefined
 * when the island must ask the browser's position or fall back to the default city (SRCH-34,
 * SRCH-35), and in customer-service mode without a name, which loads nothing (SRCH-14).
 */
export function firstSearchCentre(
  query: string,
  pageType: 'default' | 'customerservice',
  rememberedLocation: () => RememberedLocation | undefined,
): LatLng | undefined {
  const parsed = parseSearchQuery(query);
  if (pageType === 'customerservice' && !parsed.name) return undefined;
  if (parsed.lat !== undefined && parsed.lng !== undefined) return { lat: parsed.lat, lng: parsed.lng };
  const session = rememberedLocation();
  return session ? { lat: session.lat, lng: session.lng } : undefined;
}
