import type { PlaceDetails, PlaceSuggestion } from '@nordpark/core';
import { isRecord } from '../http/envelope';
import { INVALID } from '../http/requestJson';
import { MAX_SUGGESTIONS } from './types';

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The reference server's suggestions: `[{ Id, Text }]`, cut to five (SRCH-26). A stray bad
 * item is skipped; a list in which no item has the contract's shape is a server speaking
 * another contract, reported as a parse failure rather than shown as "no results".
 */
export function referenceSuggestions(data: unknown): PlaceSuggestion[] | typeof INVALID {
  if (!Array.isArray(data)) return INVALID;
  const valid = data.filter(
    (item): item is PlaceSuggestion =>
      isRecord(item) && typeof item.Id === 'string' && typeof item.Text === 'string',
  );
  if (data.length > 0 && valid.length === 0) return INVALID;
  return valid.slice(0, MAX_SUGGESTIONS).map(({ Id, Text }) => ({ Id, Text }));
}

/** The reference server's details: `{ formattedAddress, location: { lat, lng } }`. */
export function referenceDetails(data: unknown): PlaceDetails | typeof INVALID {
  if (!isRecord(data) || typeof data.formattedAddress !== 'string' || !isRecord(data.location))
    return INVALID;
  const { lat, lng } = data.location;
  if (!isFiniteNumber(lat) || !isFiniteNumber(lng)) return INVALID;
  return { formattedAddress: data.formattedAddress, location: { lat, lng } };
}

/**
 * Google Places (New) autocomplete: `{ suggestions: [{ placePrediction: { placeId, text:
 * { text } } }] }`. Query predictions (no placeId) cannot be looked up, so they are skipped;
 * no `suggestions` at all is Google's way of saying "nothing found".
 */
export function googleSuggestions(data: unknown): PlaceSuggestion[] | typeof INVALID {
  if (!isRecord(data)) return INVALID;
  if (data.suggestions === undefined) return [];
  if (!Array.isArray(data.suggestions)) return INVALID;
  const found: PlaceSuggestion[] = [];
  for (const suggestion of data.suggestions) {
    const prediction = isRecord(suggestion) ? suggestion.placePrediction : undefined;
    if (!isRecord(prediction) || typeof prediction.placeId !== 'string') continue;
    const text = isRecord(prediction.text) ? prediction.text.text : undefined;
    if (typeof text === 'string') found.push({ Id: prediction.placeId, Text: text });
  }
  return found.slice(0, MAX_SUGGESTIONS);
}

/** Google Places (New) details with the field mask formattedAddress,location. */
export function googleDetails(data: unknown): PlaceDetails | typeof INVALID {
  if (!isRecord(data) || typeof data.formattedAddress !== 'string' || !isRecord(data.location))
    return INVALID;
  const { latitude, longitude } = data.location;
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return INVALID;
  return { formattedAddress: data.formattedAddress, location: { lat: latitude, lng: longitude } };
}
