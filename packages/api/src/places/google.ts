import type { PageConfig } from '@nordpark/core';
import { createCallContext } from '../calls/callContext';
import type { ClientOptions } from '../http/context';
import { success } from '../http/result';
import { encodePathValue } from '../paths';
import { createHttpSender } from '../sender';
import { googleDetails, googleSuggestions } from './shapes';
import type { PlacesProvider } from './types';

export const GOOGLE_AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete';
export const GOOGLE_PLACE_URL = 'https://places.googleapis.com/v1/places/';

/** Only the fields the search uses: a smaller answer, and Google bills by field (API-14). */
const SUGGEST_FIELDS = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text';
const DETAILS_FIELDS = 'formattedAddress,location';

/**
 * Autocomplete from Google Places API (New), over its REST endpoints: no maps script is
 * loaded (CFG-12). Google is another origin, so the helper sends neither the bearer token nor
 * the language header there; the key travels in Google's own header.
 */
export function createGooglePlacesProvider(config: PageConfig, options?: ClientOptions): PlacesProvider {
  const ctx = createCallContext(config, createHttpSender(config, options));
  const key = { 'X-Goog-Api-Key': config.places.apiKey ?? '' };
  return {
    async suggest(input, { sessionToken, signal }) {
      if (input.trim() === '') return success([]);
      return ctx.json(
        {
          method: 'POST',
          path: GOOGLE_AUTOCOMPLETE_URL,
          // API-13: input, language, region, includedRegionCodes, sessionToken.
          data: {
            input,
            languageCode: config.language,
            regionCode: config.country,
            includedRegionCodes: [config.country],
            sessionToken,
          },
          headers: { ...key, 'X-Goog-FieldMask': SUGGEST_FIELDS },
          parse: googleSuggestions,
        },
        { signal },
      );
    },
    details(id, { sessionToken, signal }) {
      return ctx.json(
        {
          method: 'GET',
          path: `${GOOGLE_PLACE_URL}${encodePathValue(id)}`,
          data: { languageCode: config.language, regionCode: config.country, sessionToken },
          headers: { ...key, 'X-Goog-FieldMask': DETAILS_FIELDS },
          parse: googleDetails,
        },
        { signal },
      );
    },
  };
}
