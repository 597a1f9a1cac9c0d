import { type CountryCode, defaultLocation, facilityLatLng, haversineDistance } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';

const cache = new Map<CountryCode, string | undefined>();

/**
 * The facility the demo links its booking pages to: the one nearest the market's default
 * city, so every market books something local without the demo hard-coding fixture ids.
 */
export function sampleFacilityUid(country: CountryCode): string | undefined {
  if (cache.has(country)) return cache.get(country);
  const centre = defaultLocation(country);
  let best: { uid: string; distance: number } | undefined;
  for (const facility of facilities) {
    const position = facilityLatLng(facility);
    if (!position) continue;
    const distance = haversineDistance(centre, position);
    if (!best || distance < best.distance) best = { uid: facility.Uid, distance };
  }
  cache.set(country, best?.uid);
  return best?.uid;
}
