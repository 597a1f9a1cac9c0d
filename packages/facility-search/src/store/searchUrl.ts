import {
  defaultFilterSelection,
  filterQueryFromSelection,
  normaliseStay,
  profileIsSet,
  type SearchQueryState,
  writeSearchQuery,
} from '@nordpark/core';
import type { SearchState } from './searchState';

/** The list shows this many items first and adds this many per show-more click (§9). */
export const LIST_PAGE_SIZE = 10;

function sameFilters(a: ReturnType<typeof filterQueryFromSelection>, b: typeof a): boolean {
  return (
    a.filters.join(',') === b.filters.join(',') &&
    a.parkingSpaceTypes.join(',') === b.parkingSpaceTypes.join(',')
  );
}

/**
 * The query string for a search state (SRCH-08, SRCH-09), keeping the page's other
 * parameters. Defaults are left out so a plain search keeps a short URL: filters equal to
 * the variant's defaults, the first page of items, a location that only the country default
 * gave. What is left out reads back as the same default. With a stay come `until` and `sort=price`
 * (while it is set), and with a vehicle profile `vh`, `ev=1`, `acc=1` and `fit=1`.
 */
export function searchStateToQuery(
  state: Pick<
    SearchState,
    | 'location'
    | 'date'
    | 'filters'
    | 'shownCount'
    | 'variant'
    | 'stayPrice'
    | 'vehicleFit'
    | 'until'
    | 'sort'
    | 'vehicle'
    | 'fitOnly'
  >,
  base: string,
): string {
  const query: SearchQueryState = {};
  const { location } = state;
  if (location && location.source !== 'default') {
    query.lat = location.lat;
    query.lng = location.lng;
    if (location.name) query.name = location.name;
    if (location.address) query.address = location.address;
  }
  if (state.date) query.date = state.date;
  const filters = filterQueryFromSelection(state.filters);
  if (!sameFilters(filters, filterQueryFromSelection(defaultFilterSelection(state.variant)))) {
    Object.assign(query, filters);
  }
  if (state.shownCount > LIST_PAGE_SIZE) query.items = state.shownCount;
  // The stay and its order only while there is a stay; the vehicle while one is set.
  if (state.stayPrice && state.until && normaliseStay(state.date, state.until)) {
    query.until = state.until;
    if (state.sort === 'price') query.sort = 'price';
  }
  if (state.vehicleFit && profileIsSet(state.vehicle)) {
    if (state.vehicle.heightCm !== null) query.vehicleHeight = state.vehicle.heightCm;
    if (state.vehicle.ev) query.ev = true;
    if (state.vehicle.accessible) query.accessible = true;
    if (state.fitOnly) query.fitOnly = true;
  }
  return writeSearchQuery(query, base);
}
