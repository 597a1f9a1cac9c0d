import type { LatLngBounds } from '../geo/countryBounds';
import type { LatLng } from '../geo/latLng';

/**
 * How many points lie inside a box, edges included: the markers in view that MAP-17 counts,
 * worked out from positions rather than from what is drawn, so clustered markers count too.
 */
export function countInBounds(points: Iterable<LatLng | null>, bounds: LatLngBounds): number {
  let count = 0;
  for (const point of points) {
    if (
      point &&
      point.lat >= bounds.minLat &&
      point.lat <= bounds.maxLat &&
      point.lng >= bounds.minLng &&
      point.lng <= bounds.maxLng
    ) {
      count += 1;
    }
  }
  return count;
}
