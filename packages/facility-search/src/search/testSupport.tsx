import type { PlacesProvider } from '@nordpark/api/search';
import { createTranslator, type Facility, type PageConfig } from '@nordpark/core';
import { storyConfig } from '@nordpark/ui';
import type { ReactNode } from 'react';
import { facilitySearchMessages } from '../i18n/messages';
import { TranslateProvider } from '../i18n/TranslateContext';
import { type SearchServices, SearchServicesProvider } from '../services/SearchServicesContext';
import { createSearchStore, type SearchStore } from '../store/createSearchStore';
import { SearchStoreProvider } from '../store/SearchStoreContext';
import type { SearchSettings } from '../store/searchState';
import { createFixturePlaces } from './fakePlaces';

// The search and filters areas in tests and stories: the island's providers around them, a
// store over fake page dependencies and no network.

export interface AreaStore {
  store: SearchStore;
  /** Every load the store asked for, in order; each waits until `answer` is called. */
  loads: { lat: number; lng: number; signal: AbortSignal; answer(facilities: Facility[]): void }[];
  /** The history entries written, in order. */
  history: { mode: 'push' | 'replace'; query: string }[];
}

export function createAreaStore(settings: Partial<SearchSettings> = {}): AreaStore {
  const loads: AreaStore['loads'] = [];
  const history: AreaStore['history'] = [];
  let current = '';
  const store = createSearchStore(
    { country: 'se', language: 'en', variant: 'advanced', pageType: 'default', ...settings },
    {
      loadNearby: (centre, signal) =>
        new Promise((resolve) => {
          loads.push({
            lat: centre.lat,
            lng: centre.lng,
            signal,
            answer: (facilities) => resolve({ facilities, aborted: signal.aborted }),
          });
        }),
      history: {
        currentQuery: () => current,
        push: (query) => {
          current = query;
          history.push({ mode: 'push', query });
        },
        replace: (query) => {
          current = query;
          history.push({ mode: 'replace', query });
        },
      },
      memory: { saveLocation: () => undefined, saveDate: () => undefined },
    },
  );
  return { store, loads, history };
}

export interface AreaProvidersProps {
  store: SearchStore;
  places?: PlacesProvider;
  config?: PageConfig;
  children: ReactNode;
}

/** The island's contexts (services, store, texts) around part of it. */
export function AreaProviders({ store, places, config, children }: AreaProvidersProps) {
  const pageConfig = config ?? storyConfig({ language: store.getState().language });
  const services: SearchServices = {
    config: pageConfig,
    places: places ?? createFixturePlaces(pageConfig.country),
    api: {
      getNearbyFacilities: () => Promise.reject(new Error('no network in tests and stories')),
      getPricesProductsPartial: () => Promise.reject(new Error('no network in tests and stories')),
      getProducts: () => Promise.reject(new Error('no network in tests and stories')),
      registerForNotifications: () => Promise.reject(new Error('no network in tests and stories')),
    },
  };
  const t = createTranslator(facilitySearchMessages, pageConfig.language, pageConfig.texts);
  return (
    <SearchServicesProvider value={services}>
      <SearchStoreProvider store={store}>
        <TranslateProvider value={t}>{children}</TranslateProvider>
      </SearchStoreProvider>
    </SearchServicesProvider>
  );
}
