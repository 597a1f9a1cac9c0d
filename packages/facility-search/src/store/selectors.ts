import {
  type Facility,
  type FilterSelection,
  filterFacilities,
  normaliseStay,
  profileIsSet,
  type Stay,
  type VehicleProfile,
  vehicleFit,
} from '@nordpark/core';
import type { SearchState, StayPriceEntry } from './searchState';

/** The stay to price (issue 18): `date` … `until` when both make one and the feature is on. */
export function selectStay(state: Pick<SearchState, 'stayPrice' | 'date' | 'until'>): Stay | null {
  if (!state.stayPrice || state.until === null) return null;
  const stay = normaliseStay(state.date, state.until);
  // The same object while the days are the same, so a selector's answer does not change.
  if (stay && lastStay?.from === stay.from && lastStay.until === stay.until) return lastStay;
  lastStay = stay;
  return stay;
}
let lastStay: Stay | null = null;

/** The vehicle profile the search asks of facilities (issue 18); null when none is set. */
export function selectVehicle(state: Pick<SearchState, 'vehicleFit' | 'vehicle'>): VehicleProfile | null {
  return state.vehicleFit && profileIsSet(state.vehicle) ? state.vehicle : null;
}

/**
 * The facilities that match every filter (FLT-04) and, with "only places that fit" on and a
 * vehicle set, fit it (issue 18): a place whose height is not known is not shown as fitting.
 */
export function matchingFacilities(
  facilities: readonly Facility[],
  filters: FilterSelection,
  fitsFor: VehicleProfile | null,
): Facility[] {
  const matching = filterFacilities(facilities, filters);
  return fitsFor ? matching.filter((facility) => vehicleFit(facility, fitsFor).fits === true) : matching;
}

type MatchingInput = Pick<SearchState, 'facilities' | 'filters' | 'fitOnly' | 'vehicle' | 'vehicleFit'>;

// The list and the map both read the filtered list on every render; a filter over thousands of
// facilities must run once per change of facilities or filters, not once per reader.
let lastInput: { facilities: Facility[]; filters: FilterSelection; fitsFor: VehicleProfile | null } | null =
  null;
let lastOutput: Facility[] = [];

/** The loaded facilities that match every selected filter (FLT-04), in distance order. */
export function selectMatchingFacilities(state: MatchingInput): Facility[] {
  const fitsFor = state.fitOnly ? selectVehicle(state) : null;
  if (
    lastInput?.facilities !== state.facilities ||
    lastInput.filters !== state.filters ||
    lastInput.fitsFor !== fitsFor
  ) {
    lastInput = { facilities: state.facilities, filters: state.filters, fitsFor };
    lastOutput = matchingFacilities(state.facilities, state.filters, fitsFor);
  }
  return lastOutput;
}

let lastWindow: { matching: Facility[]; count: number; window: Facility[] } | null = null;

/**
 * The facilities the list shows, nearest first (SRCH-39, SRCH-40): the first 10, 10 more per
 * show-more. A stay is priced for exactly these (issue 18), whatever the list's order.
 */
export function selectListWindow(state: MatchingInput & Pick<SearchState, 'shownCount'>): Facility[] {
  const matching = selectMatchingFacilities(state);
  if (lastWindow?.matching !== matching || lastWindow.count !== state.shownCount) {
    lastWindow = { matching, count: state.shownCount, window: matching.slice(0, state.shownCount) };
  }
  return lastWindow.window;
}

/** How an entry sorts: priced first (cheapest first), then still loading, then no price. */
function priceRank(entry: StayPriceEntry | undefined): [number, number] {
  if (entry === undefined || entry.status === 'loading') return [1, 0];
  if (entry.status === 'done' && entry.price.cheapest) return [0, entry.price.cheapest.totalMinor];
  return [2, 0];
}

/** The facilities in the order of their price for the stay; ties and the unpriced keep distance order. */
export function sortByStayPrice(
  facilities: readonly Facility[],
  prices: Readonly<Record<string, StayPriceEntry>>,
): Facility[] {
  return facilities
    .map((facility, index) => ({ facility, index, rank: priceRank(prices[facility.Uid]) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .map(({ facility }) => facility);
}

let lastShown: {
  window: Facility[];
  prices: SearchState['stayPrices'] | null;
  shown: Facility[];
} | null = null;

/**
 * The facilities the list shows now, in its order: nearest first, or with a stay and the price
 * order chosen, the same facilities cheapest first for the stay (issue 18). The same array
 * while nothing changed.
 */
export function selectShownFacilities(
  state: MatchingInput &
    Pick<SearchState, 'shownCount' | 'sort' | 'stayPrices' | 'stayPrice' | 'date' | 'until'>,
): Facility[] {
  const window = selectListWindow(state);
  const prices = state.sort === 'price' && selectStay(state) ? state.stayPrices : null;
  if (lastShown?.window !== window || lastShown.prices !== prices) {
    lastShown = { window, prices, shown: prices ? sortByStayPrice(window, prices) : window };
  }
  return lastShown.shown;
}
