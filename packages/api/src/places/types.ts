import type { PlaceDetails, PlaceSuggestion } from '@nordpark/core';
import type { ApiResult } from '../http/result';

/** SRCH-26: the autocomplete shows at most five suggestions. */
export const MAX_SUGGESTIONS = 5;

/** Where the reference provider asks when the config names no `places.endpoint`. */
export const DEFAULT_PLACES_ENDPOINT = '/places';

export interface PlacesRequestOptions {
  /**
   * Ties the keystrokes of one search and the details call that ends it together (Google
   * bills a session as one). Make one with `createSessionToken()` per search.
   */
  sessionToken: string;
  signal?: AbortSignal | undefined;
}

/** Place autocomplete (API-13, API-14), whichever service answers it. */
export interface PlacesProvider {
  /** At most MAX_SUGGESTIONS suggestions, best first; an empty list is a success. */
  suggest(input: string, options: PlacesRequestOptions): Promise<ApiResult<PlaceSuggestion[]>>;
  /** The chosen suggestion's address and position. */
  details(id: string, options: PlacesRequestOptions): Promise<ApiResult<PlaceDetails>>;
}
