import { type FilterableFacility, facilityParkingSpaceTypes } from './facilityMatchesFilters';

/**
 * Every parking space type offered by any of the facilities (DOM-37), once each, in the order
 * first met: these are the choices of the ParkingSpaceTypeSelection filter (FLT-02). Sorting
 * for display is the caller's, because it depends on the translated labels.
 */
export function parkingSpaceTypesOf(
  facilities: readonly Pick<FilterableFacility, 'ParkingZones'>[],
): string[] {
  const types = new Set<string>();
  for (const facility of facilities) {
    for (const type of facilityParkingSpaceTypes(facility)) types.add(type);
  }
  return [...types];
}
