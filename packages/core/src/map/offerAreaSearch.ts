import { haversineDistance } from '../geo/haversineDistance';
import type { LatLng } from '../geo/latLng';

/**
 * The reload button (MAP-20) is offered once the map's centre is this far from the last load:
 * half the 5 km search radius, so part of what the visitor looks at was not searched.
 */
export const AREA_SEARCH_MIN_KM = 2.5;

/** Whether to offer "search this area" after a move that did not reload by itself. */
export function offerAreaSearch(centre: LatLng, lastLoadCentre: LatLng | null): boolean {
  if (!lastLoadCentre) return false;
  return haversineDistance(centre, lastLoadCentre, 'km') > AREA_SEARCH_MIN_KM;
}
