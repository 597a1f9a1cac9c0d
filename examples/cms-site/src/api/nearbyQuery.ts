import type { LatLng } from '@nordpark/core';
import type { QueryResult } from './queryResult';

/** What a getnearbyfacilities request asks for, checked (API-01, API-02, API-04). */
export interface NearbyQuery {
  point: LatLng;
  maxDistanceKm: number;
  size: number;
}

/** The default search radius in km and page size (spec §9). */
export const DEFAULT_MAX_DISTANCE_KM = 5;
export const DEFAULT_SIZE = 50;

/** A number from a query value; `Number('')` is 0, which must not pass for a coordinate. */
function numberFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Reads latitude, longitude, maxDistance and size from the query. withPmcs, lang and init
 * (API-03, API-05) are accepted and do not change the sample answer.
 */
export function parseNearbyQuery(query: Record<string, string | undefined>): QueryResult<NearbyQuery> {
  const lat = numberFrom(query.latitude);
  const lng = numberFrom(query.longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return {
      ok: false,
      error: 'latitude and longitude are required: numbers from -90 to 90 and from -180 to 180.',
    };
  }
  const maxDistanceKm =
    query.maxDistance === undefined ? DEFAULT_MAX_DISTANCE_KM : numberFrom(query.maxDistance);
  if (maxDistanceKm === undefined || maxDistanceKm < 0) {
    return { ok: false, error: 'maxDistance must be a distance in km, 0 or more.' };
  }
  const size = query.size === undefined ? DEFAULT_SIZE : numberFrom(query.size);
  if (size === undefined || !Number.isInteger(size) || size < 1) {
    return { ok: false, error: 'size must be a whole number, 1 or more.' };
  }
  return { ok: true, value: { point: { lat, lng }, maxDistanceKm, size } };
}
