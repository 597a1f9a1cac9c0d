import type { PlacesProvider, SearchApi } from '@nordpark/api/search';
import type { PageConfig } from '@nordpark/core';
import { createContext, useContext } from 'react';

/**
 * What the island talks to, created once at its edge (architecture §4) and handed down, so
 * components and hooks never build their own clients and tests and stories can swap them.
 */
export interface SearchServices {
  config: PageConfig;
  api: Pick<
    SearchApi,
    'getNearbyFacilities' | 'getPricesProductsPartial' | 'getProducts' | 'registerForNotifications'
  >;
  places: PlacesProvider;
}

const SearchServicesContext = createContext<SearchServices | null>(null);

export const SearchServicesProvider = SearchServicesContext.Provider;

export function useSearchServices(): SearchServices {
  const services = useContext(SearchServicesContext);
  if (!services) throw new Error('useSearchServices must be used inside the facility-search island.');
  return services;
}
