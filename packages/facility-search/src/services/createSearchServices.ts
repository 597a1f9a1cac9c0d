import { createApiClient, createPlacesProvider } from '@nordpark/api';
import type { PageConfig } from '@nordpark/core';
import type { SearchServices } from './SearchServicesContext';

/** The real services for a page config: the API client and the configured places provider. */
export function createSearchServices(config: PageConfig): SearchServices {
  return { config, api: createApiClient(config), places: createPlacesProvider(config) };
}
