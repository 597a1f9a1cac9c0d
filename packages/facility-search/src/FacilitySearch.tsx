import { createTranslator, type PageConfig } from '@nordpark/core';
import { useMemo, useState } from 'react';
import { facilitySearchMessages } from './i18n/messages';
import { TranslateProvider } from './i18n/TranslateContext';
import { SearchLayout } from './layout/SearchLayout';
import { usePageClass } from './layout/usePageClass';
import { usePageSearch } from './page/usePageSearch';
import type { FacilitySearchProps } from './props';
import { createSearchServices } from './services/createSearchServices';
import { type SearchServices, SearchServicesProvider } from './services/SearchServicesContext';
import { createBrowserSearchStore } from './store/createBrowserSearchStore';
import type { SearchStore } from './store/createSearchStore';
import { SearchStoreProvider } from './store/SearchStoreContext';

export interface FacilitySearchComponentProps {
  config: PageConfig;
  props: FacilitySearchProps;
  /** Replaces the API client and places provider (tests, stories). */
  services?: SearchServices;
  /** Replaces the page-bound store (stories show fixed states with it). */
  store?: SearchStore;
}

/**
 * The facility-search island (spec §2 "Facility search page"): search bar, filters, list and
 * map over one store. The store is created once per instance; the page's first search, the
 * URL and back/forward are handled at this edge, so everything below only reads and acts.
 */
export function FacilitySearch({ config, props, services, store }: FacilitySearchComponentProps) {
  const [resolvedServices] = useState(() => services ?? createSearchServices(config));
  const [resolvedStore] = useState(
    () =>
      store ??
      createBrowserSearchStore(
        {
          country: config.country,
          language: config.language,
          variant: props.variant,
          pageType: props.pageType ?? 'default',
        },
        resolvedServices,
      ),
  );
  const t = useMemo(
    () => createTranslator(facilitySearchMessages, config.language, config.texts),
    [config.language, config.texts],
  );
  usePageClass();
  return (
    <SearchServicesProvider value={resolvedServices}>
      <SearchStoreProvider store={resolvedStore}>
        <TranslateProvider value={t}>
          {store ? <SearchLayout /> : <PageSearch store={resolvedStore} />}
        </TranslateProvider>
      </SearchStoreProvider>
    </SearchServicesProvider>
  );
}

/** The layout plus the page's own search (first load, URL, back and forward). */
function PageSearch({ store }: { store: SearchStore }) {
  usePageSearch(store);
  return <SearchLayout />;
}
