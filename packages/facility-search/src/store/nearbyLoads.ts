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

/**
 * How long the automatic retry waits after the browser says it is back online: `online` comes
 * as soon as a network interface is up, often before a request gets through (a retry sent at
 * once failed again in the browser tests now and then), and that one retry is all it gets.
 */
export const BACK_ONLINE_RETRY_MS = 1_000;

function merged(previous: readonly Facility[], loaded: readonly Facility[]): Facility[] {
  // The newest answer wins for a facility loaded twice: its distance is from the newer centre.
  return sortFacilitiesByDistance(dedupeFacilitiesByUid([...loaded, ...previous]));
}

/**
 * The search store's nearby loads: one at a time (a newer load aborts the one it replaces),
 * slow after 5 s, abandoned after 20 s, Retry repeating exactly the last load, and
 * one automatic retry of a load that failed offline once the browser is back.
 */
export function createNearbyLoads({ get, set, deps, clock, writeUrl }: NearbyLoadsContext) {
  let running: AbortController | null = null;
  let last: { location: SearchLocation; options: LoadOptions } | null = null;
  let retriedOnline = false;
  let backOnlineTimer: unknown = null;

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
      if (get().loadProblem !== 'offline' || retriedOnline || !last || backOnlineTimer !== null) return;
      backOnlineTimer = clock.setTimeout(() => {
        backOnlineTimer = null;
        // Still the failed load, and still online: the visitor may have searched meanwhile.
        if (get().loadProblem !== 'offline' || retriedOnline || !last || !clock.isOnline()) return;
        retriedOnline = true;
        void load(last.location, last.options);
      }, BACK_ONLINE_RETRY_MS);
    },
    abort: () => {
      running?.abort();
      running = null;
      if (backOnlineTimer !== null) clock.clearTimeout(backOnlineTimer);
      backOnlineTimer = null;
    },
  };
}
