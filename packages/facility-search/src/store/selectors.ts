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

/** The stay to price: `date` … `until` when both make one and the feature is on. */
export function selectStay(state: Pick<SearchState, 'stayPrice' | 'date' | 'until'>): Stay | null {
  if (!state.stayPrice || state.until === null) return null;
  const stay = normaliseStay(state.date, state.until);
  // The same object while the days are the same, so a selector's answer does not change.
  if (stay && lastStay?.from === stay.from && lastStay.until === stay.until) return lastStay;
  lastStay = stay;
  return stay;
}
let lastStay: Stay | null = null;

/** The vehicle profile the search asks of facilities; null when none is set. */
export function selectVehicle(state: Pick<SearchState, 'vehicleFit' | 'vehicle'>): VehicleProfile | null {
  return state.vehicleFit && profileIsSet(state.vehicle) ? state.vehicle : null;
}

/**
 * The facilities that match every filter (FLT-04) and, with "only places that fit" on and a
 * vehicle set, fit it: a place whose height is not known is not shown as fitting.
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
 * show-more. A stay is priced for exactly these, whatever the list's order.
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

/** Whether a facility the list shows is still waiting for its price for the stay. */
function pricesPending(facilities: readonly Facility[], prices: SearchState['stayPrices']): boolean {
  return facilities.some((facility) => prices[facility.Uid]?.status === 'loading');
}

/** The order shown before, for the facilities still shown; new ones after them, nearest first. */
function heldOrder(previous: readonly Facility[], window: readonly Facility[]): Facility[] {
  const inWindow = new Set(window);
  const kept = previous.filter((facility) => inWindow.has(facility));
  const keptSet = new Set(kept);
  return [...kept, ...window.filter((facility) => !keptSet.has(facility))];
}

type ShownInput = MatchingInput &
  Pick<SearchState, 'shownCount' | 'sort' | 'stayPrices' | 'stayPrice' | 'date' | 'until'>;

/** The prices the list is ordered by: with a stay and the price order chosen, else none. */
function orderingPrices(state: ShownInput): SearchState['stayPrices'] | null {
  return state.sort === 'price' && selectStay(state) ? state.stayPrices : null;
}

/**
 * Whether the price order waits for prices still on their way: the list keeps its order
 * meanwhile (and says it is busy), so it is sorted once instead of jumping at every answer.
 */
export function selectPriceOrderPending(state: ShownInput): boolean {
  const prices = orderingPrices(state);
  return prices !== null && pricesPending(selectListWindow(state), prices);
}

let lastShown: {
  window: Facility[];
  prices: SearchState['stayPrices'] | null;
  shown: Facility[];
} | null = null;

/**
 * The facilities the list shows now, in its order: nearest first, or with a stay and the price
 * order chosen, the same facilities cheapest first for the stay. While a shown
 * facility's price is on its way, the order shown before holds (new facilities after it): the
 * ten prices come one by one, and sorting at each would move the items under the visitor's eyes.
 * The same array while nothing changed.
 */
export function selectShownFacilities(state: ShownInput): Facility[] {
  const window = selectListWindow(state);
  const prices = orderingPrices(state);
  if (lastShown?.window !== window || lastShown.prices !== prices) {
    const shown = !prices
      ? window
      : pricesPending(window, prices)
        ? heldOrder(lastShown?.shown ?? window, window)
        : sortByStayPrice(window, prices);
    lastShown = { window, prices, shown };
  }
  return lastShown.shown;
}
