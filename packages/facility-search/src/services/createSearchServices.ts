import { createPlacesProvider, createSearchApi } from '@nordpark/api/search';
import type { PageConfig } from '@nordpark/core';
import type { SearchServices } from './SearchServicesContext';

/**
 * The real services for a page config: the search calls of the API client (only those, so the
 * booking and my-parking calls stay out of this island's download) and the places provider.
 */
export function createSearchServices(config: PageConfig): SearchServices {
  return { config, api: createSearchApi(config), places: createPlacesProvider(config) };
}
