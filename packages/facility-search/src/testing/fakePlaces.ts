import type { ApiResult, PlacesProvider } from '@nordpark/api/search';
import type { PlaceDetails, PlaceSuggestion } from '@nordpark/core';
import { places as gazetteer, searchPlaces } from '@nordpark/fixtures';
import { failed, ok } from './results';

// Places providers for tests and stories, never the network.

export interface PlacesCall {
  kind: 'suggest' | 'details';
  /** The typed text, or the id looked up. */
  input: string;
  sessionToken: string;
  signal: AbortSignal | undefined;
  answer(result: ApiResult<PlaceSuggestion[]> | ApiResult<PlaceDetails>): void;
}

export { failed, ok } from './results';

/** A provider whose calls wait until the test answers them, so order and aborts can be checked. */
export function createControlledPlaces(): { places: PlacesProvider; calls: PlacesCall[] } {
  const calls: PlacesCall[] = [];
  const call = (kind: PlacesCall['kind'], input: string, sessionToken: string, signal?: AbortSignal) =>
    new Promise<never>((resolve) => {
      calls.push({ kind, input, sessionToken, signal, answer: (result) => resolve(result as never) });
    });
  return {
    calls,
    places: {
      suggest: (input, { sessionToken, signal }) => call('suggest', input, sessionToken, signal),
      details: (id, { sessionToken, signal }) => call('details', id, sessionToken, signal),
    },
  };
}

/** Answers from the fixtures' gazetteer at once (stories, and tests of whole flows). */
export function createFixturePlaces(country: 'se' | 'no' | 'fi' = 'se'): PlacesProvider {
  return {
    suggest: async (input) =>
      ok(searchPlaces(input, { country }).map((place) => ({ Id: place.id, Text: place.name }))),
    details: async (id) => {
      const found = gazetteer.find((place) => place.id === id);
      return found
        ? ok({ formattedAddress: found.formattedAddress, location: { lat: found.lat, lng: found.lng } })
        : failed();
    },
  };
}
