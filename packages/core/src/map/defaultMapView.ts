import { defaultLocation } from '../geo/defaultLocation';
import type { LatLng } from '../geo/latLng';
import type { SearchLocation } from '../search/searchLocation';
import type { CountryCode } from '../types/facility';

/** Zoom for a searched address (MAP-03), a geolocation result (MAP-04), anything else (MAP-05). */
export const ADDRESS_ZOOM = 15;
export const GEOLOCATION_ZOOM = 12;
export const OTHER_ZOOM = 10;

/**
 * The zoom the map opens at for a search location. An address is a precise point, so the map
 * comes close; the browser's position is only roughly where the visitor is; a city default or
 * a bare coordinate shows the wider area. No location yet: the wide view.
 */
export function defaultMapZoom(location: Pick<SearchLocation, 'source' | 'address'> | null): number {
  if (location?.address?.trim()) return ADDRESS_ZOOM;
  if (location?.source === 'geolocation') return GEOLOCATION_ZOOM;
  return OTHER_ZOOM;
}

/**
 * Where the map is centred before a search location is known (MAP-06): the country's default
 * city, Stockholm for Sweden, so the first paint is already in the right area.
 */
export function defaultMapCentre(country: CountryCode): LatLng {
  const { lat, lng } = defaultLocation(country);
  return { lat, lng };
}
