import type { Facility, LatLng } from '@nordpark/core';
import { facilities as fixtureFacilities } from '@nordpark/fixtures';
import { createSearchStore } from './createSearchStore';
import type { SearchDependencies } from './searchDependencies';
import type { SearchSettings } from './searchState';

export interface PendingLoad {
  centre: LatLng;
  signal: AbortSignal;
  resolve(facilities: Facility[]): void;
}

/**
 * A store over fake page dependencies for tests and stories: loads wait until the test
 * resolves them (so order and aborts can be checked), the history is a list of entries.
 */
export function createTestSearchStore(settings: Partial<SearchSettings> = {}, initialQuery = '') {
  const loads: PendingLoad[] = [];
  const entries: { mode: 'push' | 'replace'; query: string }[] = [];
  let current = initialQuery;
  const saved: { locations: unknown[]; dates: (string | null)[] } = { locations: [], dates: [] };
  const deps: SearchDependencies = {
    loadNearby: (centre, signal) =>
      new Promise((resolve) => {
        loads.push({
          centre,
          signal,
          resolve: (facilities) => resolve({ facilities, aborted: signal.aborted }),
        });
      }),
    history: {
      currentQuery: () => current,
      push: (query) => {
        current = query;
        entries.push({ mode: 'push', query });
      },
      replace: (query) => {
        current = query;
        entries.push({ mode: 'replace', query });
      },
    },
    memory: {
      saveLocation: (location) => saved.locations.push(location),
      saveDate: (date) => saved.dates.push(date),
    },
  };
  const store = createSearchStore(
    { country: 'se', language: 'en', variant: 'advanced', pageType: 'default', ...settings },
    deps,
  );
  return { store, loads, entries, saved, currentQuery: () => current };
}

/** Fixture facilities near a city, as the nearby call would answer. */
export function fixtureFacilitiesIn(city: string, count = 25): Facility[] {
  return fixtureFacilities.filter((f) => f.Address.City === city).slice(0, count);
}
