import { createTranslator, type PageConfig } from '@nordpark/core';
import { IslandPending } from '@nordpark/ui/island';
import { type ReactNode, Suspense, use, useMemo, useState } from 'react';
import { SearchLayout } from './layout/SearchLayout';
import { usePageClass } from './layout/usePageClass';
import { loadFacilitySearchCatalogue } from './messages/load';
import { TranslateProvider } from './messages/TranslateContext';
import { usePageSearch } from './page/usePageSearch';
import { type FacilitySearchProps, featureOn } from './props';
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
          stayPrice: featureOn(props, 'stayPrice'),
          vehicleFit: featureOn(props, 'vehicleFit'),
        },
        resolvedServices,
      ),
  );
  usePageClass();
  return (
    <SearchServicesProvider value={resolvedServices}>
      <SearchStoreProvider store={resolvedStore}>
        {store ? null : <PageSearch store={resolvedStore} />}
        {/* While the texts arrive the island is still loading: the host's fallback stays. */}
        <Suspense fallback={<IslandPending />}>
          <Translated config={config}>
            <SearchLayout />
          </Translated>
        </Suspense>
      </SearchStoreProvider>
    </SearchServicesProvider>
  );
}

/** Provides the page language's texts (loaded as their own chunk) with the config's overrides. */
function Translated({ config, children }: { config: PageConfig; children: ReactNode }) {
  const catalogue = use(loadFacilitySearchCatalogue(config.language));
  const t = useMemo(
    () => createTranslator({ [config.language]: catalogue }, config.language, config.texts),
    [catalogue, config.language, config.texts],
  );
  return <TranslateProvider value={t}>{children}</TranslateProvider>;
}

/**
 * The page's own search (first load, URL, back and forward), outside the texts' Suspense so
 * the first load starts while the texts are still on their way.
 */
function PageSearch({ store }: { store: SearchStore }) {
  usePageSearch(store);
  return null;
}
