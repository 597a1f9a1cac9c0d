import {
  ABANDON_LOAD_MS,
  dedupeFacilitiesByUid,
  type Facility,
  type SearchLocation,
  SLOW_LOAD_MS,
  sortFacilitiesByDistance,
} from '@nordpark/core';
import type { StoreApi } from 'zustand/vanilla';
import type { SearchClock, SearchDependencies } from './searchDependencies';
import type { HistoryMode, LoadOptions, SearchStoreState } from './searchState';
import { LIST_PAGE_SIZE } from './searchUrl';

interface NearbyLoadsContext {
  get: StoreApi<SearchStoreState>['getState'];
  set: StoreApi<SearchStoreState>['setState'];
  deps: SearchDependencies;
  clock: SearchClock;
  writeUrl: (mode: HistoryMode | undefined) => void;
}

function merged(previous: readonly Facility[], loaded: readonly Facility[]): Facility[] {
  // The newest answer wins for a facility loaded twice: its distance is from the newer centre.
  return sortFacilitiesByDistance(dedupeFacilitiesByUid([...loaded, ...previous]));
}

/**
 * The search store's nearby loads: one at a time (a newer load aborts the one it replaces),
 * slow after 5 s, abandoned after 20 s (issue 19), Retry repeating exactly the last load, and
 * one automatic retry of a load that failed offline once the browser is back.
 */
export function createNearbyLoads({ get, set, deps, clock, writeUrl }: NearbyLoadsContext) {
  let running: AbortController | null = null;
  let last: { location: SearchLocation; options: LoadOptions } | null = null;
  let retriedOnline = false;

  const load = async (location: SearchLocation, options: LoadOptions = {}): Promise<void> => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    last = { location, options: { ...options, history: 'none' } };
    set({
      status: 'loading',
      merging: options.merge === true,
      location,
      lastLoadCentre: { lat: location.lat, lng: location.lng },
      query: location.name ?? location.address ?? get().query,
      loadProblem: null,
      slow: false,
      ...(options.merge ? {} : { shownCount: LIST_PAGE_SIZE, selectedUid: null }),
    });
    writeUrl(options.history);
    let timedOut = false;
    const slowTimer = clock.setTimeout(() => {
      if (running === controller) set({ slow: true });
    }, SLOW_LOAD_MS);
    const abandonTimer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ABANDON_LOAD_MS);
    const result = await deps.loadNearby(location, controller.signal);
    clock.clearTimeout(slowTimer);
    clock.clearTimeout(abandonTimer);
    // A newer load or an unmount replaced this one: its answer must never be shown.
    if (running !== controller || (!timedOut && (result.aborted || controller.signal.aborted))) return;
    running = null;
    const problem = timedOut ? 'timeout' : result.failed ? (clock.isOnline() ? 'failed' : 'offline') : null;
    if (problem !== 'offline') retriedOnline = false;
    // A failed map reload keeps the list it would have added to; a failed search has none (ERR-25).
    const loaded = problem ? [] : result.facilities;
    const facilities = options.merge
      ? merged(get().facilities, loaded)
      : sortFacilitiesByDistance(dedupeFacilitiesByUid(loaded));
    const { selectedUid } = get();
    set({
      status: 'done',
      merging: false,
      slow: false,
      loadProblem: problem,
      facilities,
      selectedUid: facilities.some((f) => f.Uid === selectedUid) ? selectedUid : null,
    });
  };

  return {
    load,
    retry: async () => {
      if (last) await load(last.location, last.options);
    },
    backOnline: () => {
      if (get().loadProblem !== 'offline' || retriedOnline || !last) return;
      retriedOnline = true;
      void load(last.location, last.options);
    },
    abort: () => {
      running?.abort();
      running = null;
    },
  };
}
