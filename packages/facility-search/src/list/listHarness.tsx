import type { ApiResult } from '@nordpark/api/search';
import {
  createTranslator,
  defaultFilterSelection,
  type Facility,
  type Language,
  type PageConfig,
  type Product,
} from '@nordpark/core';
import { facilities as fixtureFacilities, pricesProductsPartialHtml } from '@nordpark/fixtures';
import { storyConfig } from '@nordpark/ui';
import type { ReactNode } from 'react';
import { facilitySearchMessages } from '../i18n/messages';
import { TranslateProvider } from '../i18n/TranslateContext';
import type { SearchServices } from '../services/SearchServicesContext';
import { SearchServicesProvider } from '../services/SearchServicesContext';
import { createSearchStore, type SearchStore } from '../store/createSearchStore';
import { SearchStoreProvider } from '../store/SearchStoreContext';
import type { SearchState } from '../store/searchState';

// Stories and tests of the list: a store in a fixed state and fake services, so nothing
// goes to the network and every state can be shown on purpose.

type Api = SearchServices['api'];

const never = <T,>(): Promise<T> => new Promise<T>(() => {});

export const ok = <T,>(body: T): ApiResult<T> => ({
  ok: true,
  status: 200,
  info: 'OK',
  body,
  errorMessage: null,
});

export const failed = <T,>(): ApiResult<T> => ({
  ok: false,
  status: 500,
  info: 'Internal server error.',
  url: '/test',
  errorMessage: null,
  reason: 'server',
  aborted: false,
});

/** Answers from the fixtures at once; override any call (a never-ending one shows loading). */
export function fakeApi(overrides: Partial<Api> = {}): Api {
  const byUid = (uid: string) => fixtureFacilities.find((facility) => facility.Uid === uid);
  return {
    getNearbyFacilities: () => never(),
    getPricesProductsPartial: async ({ fId }) => {
      const facility = byUid(fId);
      return facility ? ok(pricesProductsPartialHtml(facility, 'en')) : failed();
    },
    getProducts: async ({ fId }) => ok({ Places: [['zone', (byUid(fId)?.Products ?? []) as Product[]]] }),
    registerForNotifications: async () => ok({ Registered: true }),
    ...overrides,
  };
}

export function fakeServices(
  api: Api = fakeApi(),
  config: PageConfig = storyConfig({ language: 'en' }),
): SearchServices {
  return {
    config,
    api,
    places: { suggest: () => never(), details: () => never() },
  };
}

/**
 * A store in the given state, with no filters unless given (so every facility passed shows);
 * loads never answer, the URL and session are not touched.
 */
export function listStore(state: Partial<SearchState> = {}): SearchStore {
  const store = createSearchStore(
    { country: 'se', language: 'en', variant: 'advanced', pageType: 'default' },
    {
      loadNearby: () => never(),
      history: { currentQuery: () => '', push: () => {}, replace: () => {} },
      memory: { saveLocation: () => {}, saveDate: () => {} },
    },
  );
  store.setState({ status: 'done', filters: defaultFilterSelection('simple'), ...state });
  return store;
}

/** Fixture facilities near a city, nearest first, with a distance each, as a search returns. */
export function facilitiesIn(city: string, count = 25): Facility[] {
  return fixtureFacilities
    .filter((facility) => facility.Address.City === city)
    .slice(0, count)
    .map((facility, index) => ({
      ...facility,
      Address: { ...facility.Address, Distance: 120 + index * 180 },
    }));
}

export interface ListHarnessProps {
  store: SearchStore;
  services?: SearchServices;
  language?: Language;
  children: ReactNode;
}

/** The island's providers around a part of the list. */
export function ListHarness({
  store,
  services = fakeServices(),
  language = 'en',
  children,
}: ListHarnessProps) {
  const t = createTranslator(facilitySearchMessages, language, services.config.texts);
  return (
    <SearchServicesProvider value={services}>
      <SearchStoreProvider store={store}>
        <TranslateProvider value={t}>{children}</TranslateProvider>
      </SearchStoreProvider>
    </SearchServicesProvider>
  );
}
