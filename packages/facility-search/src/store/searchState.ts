import type {
  CalendarDate,
  CountryCode,
  Facility,
  FilterSelection,
  Language,
  LatLng,
  SearchLocation,
  SearchSort,
  SearchVariant,
  StayPrice,
  VehicleProfile,
} from '@nordpark/core';

export type PageType = 'default' | 'customerservice';

/**
 * Where the search is in its life (spec §4 "Search page"):
 * - waiting: customer-service mode before a name is given; nothing loads (SRCH-14).
 * - locating: the location is being worked out (geolocation may take seconds).
 * - loading: a nearby-facilities call is running (spinner, SRCH-36).
 * - done: the last call answered; `facilities` holds its result, maybe empty (ERR-24).
 */
export type SearchStatus = 'waiting' | 'locating' | 'loading' | 'done';

/** How a change reaches the address bar: a new history entry, in place, or not at all. */
export type HistoryMode = 'push' | 'replace' | 'none';

/** Small screens show either the list or the map (MAP-22). */
export type ResultsView = 'list' | 'map';

export interface SearchSettings {
  country: CountryCode;
  language: Language;
  variant: SearchVariant;
  pageType: PageType;
  /** The price for your stay: the "until" day, the stay lines, the price sort and pins. */
  stayPrice: boolean;
  /** Fits my car: the vehicle profile, the fit lines, the fit switch, dimmed pins. */
  vehicleFit: boolean;
}

/**
 * The price of the stay at one facility, as the stay-price loader has it: its
 * products are on their way, the call failed ("price not available", on that item only), or
 * the stay is priced (maybe with nothing that can be booked for it).
 */
export type StayPriceEntry =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; price: StayPrice };

export interface SearchState extends SearchSettings {
  status: SearchStatus;
  /** The location of the last load (or of the one running). Null until one is known. */
  location: SearchLocation | null;
  /** The centre of the last load, which the map's far-moved rule measures from (MAP-16). */
  lastLoadCentre: LatLng | null;
  /** The text in the search box. */
  query: string;
  /** The advanced variant's search date; null when none is chosen. */
  date: CalendarDate | null;
  /** The running load adds to the list (a map reload): the list stays while it runs. */
  merging: boolean;
  /** Every facility of the last load, de-duplicated by Uid and sorted by distance. */
  facilities: Facility[];
  /** The filters in force (the overlay edits a draft and applies it here). */
  filters: FilterSelection;
  /** How many list items are shown: 10, plus 10 per show-more click (SRCH-39, SRCH-40). */
  shownCount: number;
  /** The facility selected on the list or the map (one selection for both). */
  selectedUid: string | null;
  /**
   * "Show on map" asked the map to put focus on this facility's marker: the map does so once
   * the marker is drawn where it can be seen (on a phone, once the map is shown), then clears it.
   */
  mapFocusUid: string | null;
  view: ResultsView;
  fullscreen: boolean;
  /**
   * Why the last load brought nothing: the call failed (or the browser was
   * offline), or it took too long and was abandoned. Null after a load that answered, even
   * with no facilities: "nothing here" and "could not load" are told apart.
   */
  loadProblem: LoadProblem | null;
  /** The running load has taken longer than SLOW_LOAD_MS ("still loading…"). */
  slow: boolean;
  /** The stay's last day; a stay is `date` … `until`, both included. */
  until: CalendarDate | null;
  /** The list's order: nearest first, or (with a stay) cheapest for the stay first. */
  sort: SearchSort;
  /** "My vehicle": EMPTY_VEHICLE_PROFILE when none is set. */
  vehicle: VehicleProfile;
  /** Show only the places that fit the vehicle (`fit=1`); counts only while a profile is set. */
  fitOnly: boolean;
  /**
   * The current stay's prices by facility Uid, for the facilities the list shows. Emptied when
   * the stay changes; filled by the stay-price loader (stay/stayPriceLoader.ts).
   */
  stayPrices: Readonly<Record<string, StayPriceEntry>>;
}

export type LoadProblem = 'failed' | 'offline' | 'timeout';

export interface LoadOptions {
  history?: HistoryMode;
  /** Keep the facilities already loaded and add the new ones (map reloads). */
  merge?: boolean;
}

export interface SearchActions {
  /** Sets the search box text; no load. */
  setQuery(query: string): void;
  /** Loads facilities around a location and makes it the search location (SRCH-29). */
  search(location: SearchLocation, options?: LoadOptions): Promise<void>;
  /** Customer-service mode without a name, or locating: says why nothing is loaded yet. */
  setStatus(status: 'waiting' | 'locating'): void;
  setDate(date: CalendarDate | null, options?: { history?: HistoryMode }): void;
  /** The stay's last day; null ends the stay. A new history entry by default. */
  setUntil(until: CalendarDate | null, options?: { history?: HistoryMode }): void;
  /** The list's order; a new history entry by default. */
  setSort(sort: SearchSort, options?: { history?: HistoryMode }): void;
  /**
   * Sets "my vehicle" (an empty profile clears it, and the fit switch with it), keeps it on this
   * device and mirrors it in the URL in place.
   */
  setVehicle(profile: VehicleProfile): void;
  /** Writes the state into the URL in place (a profile kept on the device, mirrored at start). */
  mirrorUrl(): void;
  /** Shows only the places that fit (`fit=1`), with a new history entry by default. */
  setFitOnly(fitOnly: boolean, options?: { history?: HistoryMode }): void;
  /**
   * Applies a filter selection; written back to f and p with a new history entry (SRCH-08).
   * With `fitOnly` the overlay's "only places that fit" is applied with it.
   */
  applyFilters(selection: FilterSelection, options?: { history?: HistoryMode; fitOnly?: boolean }): void;
  showMore(options?: { history?: HistoryMode }): void;
  select(uid: string | null): void;
  /** Selects a facility and asks the map to put focus on its marker (the list's "Show on map"). */
  showOnMap(uid: string): void;
  /** The map has put focus where `mapFocusUid` asked. */
  mapFocusTaken(): void;
  setView(view: ResultsView): void;
  setFullscreen(fullscreen: boolean): void;
  /** Puts back the state a history entry points at (back and forward) without writing the URL. */
  restore(snapshot: RestoredSearch): Promise<void>;
  /** Runs the last load again (the Retry of a failed one). */
  retry(): Promise<void>;
  /** The browser is online again: a load that failed while it was offline is retried, once. */
  backOnline(): void;
  /** Aborts a running load; the island calls it on unmount. */
  dispose(): void;
}

/** What a URL (on load or on popstate) says about the search. */
export interface RestoredSearch {
  location: SearchLocation | null;
  date: CalendarDate | null;
  filters: FilterSelection;
  shownCount: number;
  until: CalendarDate | null;
  sort: SearchSort;
  vehicle: VehicleProfile;
  fitOnly: boolean;
}

export type SearchStoreState = SearchState & SearchActions;
