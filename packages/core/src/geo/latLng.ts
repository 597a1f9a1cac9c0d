import type { LngLat } from '../types/facility';

/** A point as the map and the distance rules use it; the server's own order is [lng, lat]. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A facility as far as its position goes, so callers need not build a whole Facility. */
export interface FacilityWithCoordinates {
  Address: { Marker: { Coordinates: LngLat } };
}

function isUsableLatLng(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/**
 * The facility's position from Address.Marker.Coordinates, which the server sends as
 * [lng, lat] (DOM-36). Returns null when the pair is missing or not a point on earth, so a
 * caller skips the marker instead of drawing it at 0,0 in the Gulf of Guinea.
 */
export function facilityLatLng(facility: FacilityWithCoordinates): LatLng | null {
  // The type says the pair is always there; server data does not always agree.
  const coordinates: unknown = facility.Address?.Marker?.Coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
  const [lng, lat]: unknown[] = coordinates;
  if (!isUsableLatLng(lat, lng)) return null;
  return { lat: lat as number, lng: lng as number };
}
