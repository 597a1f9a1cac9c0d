import {
  type CountryCode,
  defaultLocation,
  type Facility,
  facilityLatLng,
  haversineDistance,
  productOptionAvailability,
  todayIn,
} from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';

const cache = new Map<CountryCode, string | undefined>();

/** Something can be booked there today: a product sold online and available. */
function bookable(facility: Facility, today: string): boolean {
  return (facility.Products ?? []).some(
    (product) => !product.OnlineBookingNotAllowed && productOptionAvailability(product, today).available,
  );
}

/**
 * The facility the demo links its booking pages to: the one nearest the market's default
 * city where something can be booked today, so every market books something local (never a
 * fully booked dead end) without the demo hard-coding fixture ids.
 */
export function sampleFacilityUid(country: CountryCode): string | undefined {
  if (cache.has(country)) return cache.get(country);
  const centre = defaultLocation(country);
  const today = todayIn(country);
  let best: { uid: string; distance: number } | undefined;
  for (const facility of facilities) {
    if (facility.Country !== country || !bookable(facility, today)) continue;
    const position = facilityLatLng(facility);
    if (!position) continue;
    const distance = haversineDistance(centre, position);
    if (!best || distance < best.distance) best = { uid: facility.Uid, distance };
  }
  cache.set(country, best?.uid);
  return best?.uid;
}
