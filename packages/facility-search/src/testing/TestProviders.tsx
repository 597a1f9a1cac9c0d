import { createTranslator, type Language, type PageConfig, type Product } from '@nordpark/core';
import { facilities as fixtureFacilities, pricesProductsPartialHtml } from '@nordpark/fixtures';
import { storyConfig } from '@nordpark/ui/testing';
import type { ReactNode } from 'react';
import { TranslateProvider } from '../messages/TranslateContext';
import { type SearchServices, SearchServicesProvider } from '../services/SearchServicesContext';
import type { SearchStore } from '../store/createSearchStore';
import { SearchStoreProvider } from '../store/SearchStoreContext';
import { createFixturePlaces } from './fakePlaces';
import { englishT, facilitySearchMessages } from './messages';
import { failed, ok } from './results';

// The island's contexts around a part of it, for tests and stories: fixture answers, no network.

type Api = SearchServices['api'];

const never = <T,>(): Promise<T> => new Promise<T>(() => {});

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

/** The services of a page: the fixture API and the fixture gazetteer unless given. */
export function fakeServices(
  api: Api = fakeApi(),
  config: PageConfig = storyConfig({ language: 'en' }),
  places = createFixturePlaces(config.country),
): SearchServices {
  return { config, api, places };
}

export interface TestProvidersProps {
  store: SearchStore;
  services?: SearchServices;
  /** The texts' language; by default the services' config's. */
  language?: Language;
  children: ReactNode;
}

/** The island's providers (services, store, texts) around part of it. */
export function TestProviders({ store, services = fakeServices(), language, children }: TestProvidersProps) {
  const t = createTranslator(
    facilitySearchMessages,
    language ?? services.config.language,
    services.config.texts,
  );
  return (
    <SearchServicesProvider value={services}>
      <SearchStoreProvider store={store}>
        <TranslateProvider value={t}>{children}</TranslateProvider>
      </SearchStoreProvider>
    </SearchServicesProvider>
  );
}
export { failed, ok } from './results';

/** Renders part of the island with the English texts. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <TranslateProvider value={englishT}>{children}</TranslateProvider>;
}
