import type { CountryCode } from '../types/facility';
import type { LatLng } from './latLng';

export interface LatLngBounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * Boxes around each country served (DOM-13..15, DOM-25). They are rough on purpose: they only
 * decide whether the browser's position is a sensible place to start a search (SRCH-34), and
 * they overlap near the borders.
 */
export const COUNTRY_BOUNDS: Readonly<Record<CountryCode, LatLngBounds>> = {
  se: { minLat: 55.3, maxLat: 68.5, minLng: 10.9, maxLng: 24.2 },
  fi: { minLat: 59.5, maxLat: 70.1, minLng: 20.5, maxLng: 31.6 },
  no: { minLat: 57.5, maxLat: 71.2, minLng: 4.5, maxLng: 31.6 },
};

/** Edges count as inside; NaN or a missing coordinate is never inside. */
export function isWithinCountryBounds(country: CountryCode, point: LatLng): boolean {
  const bounds = COUNTRY_BOUNDS[country];
  if (!bounds) return false;
  return (
    point.lat >= bounds.minLat &&
    point.lat <= bounds.maxLat &&
    point.lng >= bounds.minLng &&
    point.lng <= bounds.maxLng
  );
}
