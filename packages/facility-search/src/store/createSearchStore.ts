import {
  ABANDON_LOAD_MS,
  dedupeFacilitiesByUid,
  defaultFilterSelection,
  type Facility,
  normalizeFilterSelection,
  type SearchLocation,
  SLOW_LOAD_MS,
  sortFacilitiesByDistance,
} from '@nordpark/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SearchClock, SearchDependencies } from './searchDependencies';
import type { HistoryMode, LoadOptions, SearchSettings, SearchState, SearchStoreState } from './searchState';
import { LIST_PAGE_SIZE, searchStateToQuery } from './searchUrl';

export type SearchStore = StoreApi<SearchStoreState>;

export function initialSearchState(settings: SearchSettings): SearchState {
  return {
    ...settings,
    status: settings.pageType === 'customerservice' ? 'waiting' : 'locating',
    location: null,
    lastLoadCentre: null,
    merging: false,
    query: '',
    date: null,
    facilities: [],
    filters: defaultFilterSelection(settings.variant),
    shownCount: LIST_PAGE_SIZE,
    selectedUid: null,
    view: 'list',
    fullscreen: false,
    loadProblem: null,
    slow: false,
  };
}

const pageClock: SearchClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};

function merged(previous: readonly Facility[], loaded: readonly Facility[]): Facility[] {
  // The newest answer wins for a facility loaded twice: its distance is from the newer centre.
  return sortFacilitiesByDistance(dedupeFacilitiesByUid([...loaded, ...previous]));
}

/**
 * One store per island instance (architecture §4), shared by the list and the map. It holds
 * the search, runs the loads (aborting the one a newer load replaces) and writes the URL;
 * components only read it and call its actions.
 */
export function createSearchStore(settings: SearchSettings, deps: SearchDependencies): SearchStore {
  let running: AbortController | null = null;
  const clock = deps.clock ?? pageClock;
  // The last load asked for, so Retry repeats exactly it; and whether a failure while offline
  // has had its one automatic retry when the browser came back.
  let last: { location: SearchLocation; options: LoadOptions } | null = null;
  let retriedOnline = false;

  return createStore<SearchStoreState>()((set, get) => {
    const writeUrl = (mode: HistoryMode | undefined) => {
      if (!mode || mode === 'none') return;
      const current = deps.history.currentQuery();
      const next = searchStateToQuery(get(), current);
      if (next === current) return;
      if (mode === 'push') deps.history.push(next);
      else deps.history.replace(next);
    };

    const load: SearchStoreState['search'] = async (location, options = {}) => {
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
      // Still pending after 5 s: say so; after 20 s: give up, show the failure and Retry.
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
      ...initialSearchState(settings),

      setQuery: (query) => set({ query }),

      search: async (location, options = {}) => {
        if (location.source === 'place' || location.source === 'url') {
          deps.memory.saveLocation(location);
        }
        await load(location, options);
      },

      setStatus: (status) => {
        running?.abort();
        running = null;
        set({ status });
      },

      setDate: (date, options = {}) => {
        set({ date });
        deps.memory.saveDate(date);
        writeUrl(options.history ?? 'push');
      },

      applyFilters: (selection, options = {}) => {
        set({ filters: normalizeFilterSelection(selection), shownCount: LIST_PAGE_SIZE });
        writeUrl(options.history ?? 'push');
      },

      showMore: (options = {}) => {
        set({ shownCount: get().shownCount + LIST_PAGE_SIZE });
        writeUrl(options.history ?? 'replace');
      },

      select: (uid) => set({ selectedUid: uid }),
      setView: (view) => set({ view }),
      setFullscreen: (fullscreen) => set({ fullscreen }),

      restore: async (snapshot) => {
        set({ date: snapshot.date, filters: snapshot.filters });
        if (!snapshot.location) {
          running?.abort();
          running = null;
          set({ shownCount: snapshot.shownCount });
          return;
        }
        const same =
          get().location?.lat === snapshot.location.lat &&
          get().location?.lng === snapshot.location.lng &&
          get().status === 'done';
        if (!same) await load(snapshot.location, { history: 'none' });
        set({ shownCount: snapshot.shownCount, query: snapshot.location.name ?? get().query });
      },

      retry: async () => {
        if (last) await load(last.location, last.options);
      },

      backOnline: () => {
        if (get().loadProblem !== 'offline' || retriedOnline || !last) return;
        retriedOnline = true;
        void load(last.location, last.options);
      },

      dispose: () => {
        running?.abort();
        running = null;
      },
    };
  });
}
