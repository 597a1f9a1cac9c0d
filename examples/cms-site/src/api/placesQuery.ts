import { COUNTRIES, type CountryCode } from '@nordpark/core';
import type { QueryResult } from './queryResult';

export interface PlacesQuery {
  input: string;
  country?: CountryCode;
  limit?: number;
}

function countryFrom(value: string): CountryCode | undefined {
  return COUNTRIES.find((country) => country === value);
}

/** Reads input, country and limit for the place autocomplete; a missing input is an empty search. */
export function parsePlacesQuery(query: Record<string, string | undefined>): QueryResult<PlacesQuery> {
  const parsed: PlacesQuery = { input: query.input ?? '' };
  if (query.country !== undefined && query.country !== '') {
    const country = countryFrom(query.country);
    if (!country) return { ok: false, error: 'country must be one of se, no, fi.' };
    parsed.country = country;
  }
  if (query.limit !== undefined && query.limit !== '') {
    const limit = Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1)
      return { ok: false, error: 'limit must be a whole number, 1 or more.' };
    parsed.limit = limit;
  }
  return { ok: true, value: parsed };
}
