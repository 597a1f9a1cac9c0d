import {
  ABANDON_LOAD_MS,
  type CalendarDate,
  dedupeFacilitiesByUid,
  defaultFilterSelection,
  EMPTY_VEHICLE_PROFILE,
  type Facility,
  normaliseStay,
  normalizeFilterSelection,
  profileIsSet,
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
    until: null,
    sort: 'distance',
    vehicle: EMPTY_VEHICLE_PROFILE,
    fitOnly: false,
    stayPrices: NO_PRICES,
  };
}

const NO_PRICES: SearchState['stayPrices'] = Object.freeze({});

/** The stay's last day, kept only while it makes a stay with `date` (in order, at most a year). */
function untilFor(date: CalendarDate | null, until: CalendarDate | null): CalendarDate | null {
  return until !== null && normaliseStay(date, until) ? until : null;
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
    // A different stay empties the prices of the last one: none of them is its price.
    const stayChange = (date: CalendarDate | null, until: CalendarDate | null) =>
      date === get().date && until === get().until ? {} : { stayPrices: NO_PRICES };

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
        // A stay that no longer starts before its end is over: its last day goes (issue 18).
        const until = untilFor(date, get().until);
        if (until !== get().until) deps.memory.saveUntil(until);
        set({ date, until, ...stayChange(date, until) });
        deps.memory.saveDate(date);
        writeUrl(options.history ?? 'push');
      },

      setUntil: (next, options = {}) => {
        const until = untilFor(get().date, next);
        set({ until, ...stayChange(get().date, until) });
        deps.memory.saveUntil(until);
        writeUrl(options.history ?? 'push');
      },

      setSort: (sort, options = {}) => {
        set({ sort });
        writeUrl(options.history ?? 'push');
      },

      setVehicle: (profile) => {
        const vehicle = profileIsSet(profile) ? profile : EMPTY_VEHICLE_PROFILE;
        set({ vehicle, ...(vehicle === EMPTY_VEHICLE_PROFILE ? { fitOnly: false } : {}) });
        deps.vehicleMemory?.save(vehicle);
        // In place: the profile is kept on the device, so Back would not take it away anyway.
        writeUrl('replace');
      },

      mirrorUrl: () => writeUrl('replace'),

      setFitOnly: (fitOnly, options = {}) => {
        set({ fitOnly: fitOnly && profileIsSet(get().vehicle), shownCount: LIST_PAGE_SIZE });
        writeUrl(options.history ?? 'push');
      },

      applyFilters: (selection, options = {}) => {
        set({
          filters: normalizeFilterSelection(selection),
          shownCount: LIST_PAGE_SIZE,
          ...(options.fitOnly === undefined
            ? {}
            : { fitOnly: options.fitOnly && profileIsSet(get().vehicle) }),
        });
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
        const until = untilFor(snapshot.date, snapshot.until);
        set({
          date: snapshot.date,
          filters: snapshot.filters,
          until,
          sort: snapshot.sort,
          vehicle: snapshot.vehicle,
          fitOnly: snapshot.fitOnly && profileIsSet(snapshot.vehicle),
          ...stayChange(snapshot.date, until),
        });
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
