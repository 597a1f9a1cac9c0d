import {
  type CalendarDate,
  defaultFilterSelection,
  EMPTY_VEHICLE_PROFILE,
  normaliseStay,
  normalizeFilterSelection,
  pageClock,
  profileIsSet,
} from '@nordpark/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createNearbyLoads } from './nearbyLoads';
import type { SearchDependencies } from './searchDependencies';
import type { HistoryMode, SearchSettings, SearchState, SearchStoreState } from './searchState';
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
    mapFocusUid: null,
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

interface StayActionsContext {
  get: SearchStore['getState'];
  set: SearchStore['setState'];
  deps: SearchDependencies;
  writeUrl: (mode: HistoryMode | undefined) => void;
}

/**
 * The stay's first and last day: kept in order (a last day that no longer follows the first
 * goes), remembered on the device and written to the URL.
 */
function createStayActions({ get, set, deps, writeUrl }: StayActionsContext) {
  // A different stay empties the prices of the last one: none of them is its price.
  const stayChange = (date: CalendarDate | null, until: CalendarDate | null) =>
    date === get().date && until === get().until ? {} : { stayPrices: NO_PRICES };
  return {
    stayChange,
    setDate: (date, options = {}) => {
      // A stay that no longer starts before its end is over: its last day goes.
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
  } satisfies Partial<SearchStoreState> & { stayChange: unknown };
}

/**
 * One store per island instance (architecture §4), shared by the list and the map. It holds
 * the search, runs the loads (aborting the one a newer load replaces) and writes the URL;
 * components only read it and call its actions.
 */
export function createSearchStore(settings: SearchSettings, deps: SearchDependencies): SearchStore {
  const clock = deps.clock ?? pageClock;

  return createStore<SearchStoreState>()((set, get) => {
    const writeUrl = (mode: HistoryMode | undefined) => {
      if (!mode || mode === 'none') return;
      const current = deps.history.currentQuery();
      const next = searchStateToQuery(get(), current);
      if (next === current) return;
      if (mode === 'push') deps.history.push(next);
      else deps.history.replace(next);
    };

    const loads = createNearbyLoads({ get, set, deps, clock, writeUrl });
    const { stayChange, ...stayActions } = createStayActions({ get, set, deps, writeUrl });
    const load = loads.load;

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
        loads.abort();
        set({ status });
      },

      ...stayActions,

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

      select: (uid) => set({ selectedUid: uid, mapFocusUid: null }),
      showOnMap: (uid) => set({ selectedUid: uid, mapFocusUid: uid }),
      mapFocusTaken: () => set({ mapFocusUid: null }),
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
          loads.abort();
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

      retry: loads.retry,
      backOnline: loads.backOnline,
      dispose: loads.abort,
    };
  });
}
