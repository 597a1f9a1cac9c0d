import type { PageConfig } from '@nordpark/core';
import { createCallContext } from '../calls/callContext';
import type { ClientOptions } from '../http/context';
import { success } from '../http/result';
import { encodePathValue } from '../paths';
import { createSender } from '../sender';
import { referenceDetails, referenceSuggestions } from './shapes';
import { DEFAULT_PLACES_ENDPOINT, MAX_SUGGESTIONS, type PlacesProvider } from './types';

/**
 * Autocomplete from the operator's own server (the reference server's gazetteer in the demo):
 * `GET {endpoint}?input&country&language&limit=5` and `GET {endpoint}/{id}?language`; the
 * contract is in docs/api.md. It is an ordinary call to the API, so it follows the API's
 * header rules; in mock mode the fixtures' gazetteer answers.
 */
export function createReferencePlacesProvider(config: PageConfig, options?: ClientOptions): PlacesProvider {
  const ctx = createCallContext(config, createSender(config, options));
  const endpoint = (config.places.endpoint || DEFAULT_PLACES_ENDPOINT).replace(/\/+$/, '');
  return {
    async suggest(input, { signal }) {
      // Nothing typed, nothing to ask: the search bar shows no list rather than a spinner.
      if (input.trim() === '') return success([]);
      return ctx.json(
        {
          method: 'GET',
          path: endpoint,
          data: { input, country: config.country, language: config.language, limit: MAX_SUGGESTIONS },
          parse: referenceSuggestions,
        },
        { signal },
      );
    },
    details(id, { signal }) {
      return ctx.json(
        {
          method: 'GET',
          path: `${endpoint}/${encodePathValue(id)}`,
          data: { language: config.language },
          parse: referenceDetails,
        },
        { signal },
      );
    },
  };
}
