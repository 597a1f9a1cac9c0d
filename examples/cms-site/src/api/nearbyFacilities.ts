import {
  dedupeFacilitiesByUid,
  type Facility,
  facilityLatLng,
  haversineDistance,
  sortFacilitiesByDistance,
} from '@nordpark/core';
import type { NearbyQuery } from './nearbyQuery';

/**
 * The answer of getnearbyfacilities (API-06): facilities within maxDistance of the point,
 * each a copy with Address.Distance in metres from it, nearest first (DOM-12), at most `size`.
 * A facility without usable coordinates cannot be near anything and is left out.
 */
export function nearbyFacilities(
  facilities: readonly Facility[],
  { point, maxDistanceKm, size }: NearbyQuery,
): Facility[] {
  const maxMetres = maxDistanceKm * 1000;
  const withDistance = facilities.flatMap((facility) => {
    const position = facilityLatLng(facility);
    if (!position) return [];
    const distance = haversineDistance(point, position);
    return distance <= maxMetres
      ? [{ ...facility, Address: { ...facility.Address, Distance: distance } }]
      : [];
  });
  return sortFacilitiesByDistance(dedupeFacilitiesByUid(withDistance)).slice(0, size);
}
