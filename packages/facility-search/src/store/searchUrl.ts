import {
  defaultFilterSelection,
  filterQueryFromSelection,
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
 * gave. What is left out reads back as the same default.
 */
export function searchStateToQuery(
  state: Pick<SearchState, 'location' | 'date' | 'filters' | 'shownCount' | 'variant'>,
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
  return writeSearchQuery(query, base);
}
