import type { PageConfig } from '@nordpark/core';
import { places, searchPlaces } from '@nordpark/fixtures';
import { DEFAULT_PLACES_ENDPOINT, MAX_SUGGESTIONS } from '../places/types';
import { type MockRoute, notFound, numberParam, param } from './routeTypes';

/** The reference places contract (docs/api.md) answered from the fixtures' gazetteer. */
export function placesRoutes(config: PageConfig): MockRoute[] {
  const endpoint = (config.places.endpoint || DEFAULT_PLACES_ENDPOINT).replace(/\/+$/, '');
  return [
    {
      name: 'placesSuggest',
      method: 'GET',
      path: endpoint,
      answer: ({ data }) => ({
        json: searchPlaces(param(data, 'input'), {
          country: config.country,
          limit: numberParam(data, 'limit') ?? MAX_SUGGESTIONS,
        }).map((place) => ({ Id: place.id, Text: place.formattedAddress })),
      }),
    },
    {
      name: 'placesDetails',
      method: 'GET',
      path: endpoint,
      withPathValues: true,
      answer: ({ path }) => {
        const id = decodeURIComponent(path.slice(endpoint.length + 1));
        const place = places.find((item) => item.id === id);
        if (!place) return notFound('Unknown place.');
        return {
          json: { formattedAddress: place.formattedAddress, location: { lat: place.lat, lng: place.lng } },
        };
      },
    },
  ];
}
