import { defaultFilterSelection, type Facility, type LatLng, type VehicleProfile } from '@nordpark/core';
import { facilities as fixtureFacilities } from '@nordpark/fixtures';
import { type TestClock, testClock } from '@nordpark/ui/testing';
import { createSearchStore, type SearchStore } from '../store/createSearchStore';
import type { SearchDependencies } from '../store/searchDependencies';
import type { SearchSettings, SearchState } from '../store/searchState';

// Stores for tests and stories, over fake page dependencies: no network, no address bar, no
// session storage.

export interface PendingLoad extends LatLng {
  centre: LatLng;
  signal: AbortSignal;
  /** Answers the load; the store ignores the answer if the load was aborted meanwhile. */
  resolve(facilities: Facility[]): void;
  /** Answers it as a failed call (HTTP 500, a dropped connection): no facilities. */
  fail(): void;
}

export interface TestSearchStore {
  store: SearchStore;
  /** Every load the store asked for, in order; each waits until the test resolves it. */
  loads: PendingLoad[];
  /** The history entries written, in order. */
  history: { mode: 'push' | 'replace'; query: string }[];
  /** What the store asked the session memory (and the device, for the vehicle) to keep. */
  saved: {
    locations: unknown[];
    dates: (string | null)[];
    untils: (string | null)[];
    vehicles: VehicleProfile[];
  };
  currentQuery(): string;
  clock: TestClock;
}

const SETTINGS = { country: 'se', language: 'en', variant: 'advanced', pageType: 'default' } as const;

/** The settings of a test store: the advanced variant, with the stay price and the vehicle fit on unless given. */
export function testSettings(settings: Partial<SearchSettings> = {}): SearchSettings {
  const variant = settings.variant ?? SETTINGS.variant;
  return {
    ...SETTINGS,
    stayPrice: variant === 'advanced',
    vehicleFit: variant === 'advanced',
    ...settings,
  };
}

/** A store whose loads wait for the test, so order and aborts can be checked. */
export function createTestSearchStore(
  settings: Partial<SearchSettings> = {},
  initialQuery = '',
): TestSearchStore {
  const loads: PendingLoad[] = [];
  const history: TestSearchStore['history'] = [];
  let current = initialQuery;
  const saved: TestSearchStore['saved'] = { locations: [], dates: [], untils: [], vehicles: [] };
  const clock = testClock();
  const deps: SearchDependencies = {
    clock,
    loadNearby: (centre, signal) =>
      new Promise((resolve) => {
        // As fetch does: an aborted call answers at once, as aborted.
        signal.addEventListener('abort', () => resolve({ facilities: [], aborted: true, failed: false }));
        loads.push({
          centre,
          lat: centre.lat,
          lng: centre.lng,
          signal,
          resolve: (facilities) => resolve({ facilities, aborted: signal.aborted, failed: false }),
          fail: () => resolve({ facilities: [], aborted: signal.aborted, failed: true }),
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
    memory: {
      saveLocation: (location) => saved.locations.push(location),
      saveDate: (date) => saved.dates.push(date),
      saveUntil: (until) => saved.untils.push(until),
    },
    vehicleMemory: { save: (profile) => saved.vehicles.push(profile) },
  };
  const store = createSearchStore(testSettings(settings), deps);
  return { store, loads, history, saved, currentQuery: () => current, clock };
}

/**
 * A store already in a given state (done, no filters unless given, so every facility passed
 * shows), for showing a part of the island as it looks then.
 */
export function storeInState(
  state: Partial<SearchState> = {},
  settings: Partial<SearchSettings> = {},
): SearchStore {
  const { store } = createTestSearchStore(settings);
  store.setState({ status: 'done', filters: defaultFilterSelection('simple'), ...state });
  return store;
}

/** Fixture facilities of a city, nearest first, with a distance each, as a search returns them. */
export function facilitiesIn(city: string, count = 25): Facility[] {
  return fixtureFacilities
    .filter((facility) => facility.Address.City === city)
    .slice(0, count)
    .map((facility, index) => ({
      ...facility,
      Address: { ...facility.Address, Distance: 120 + index * 180 },
    }));
}
