import { defaultFilterSelection, type SearchVariant } from '../filters/defaultFilterSelection';
import { selectedParkingSpaceTypes } from '../filters/facilityMatchesFilters';
import { normalizeFilterSelection } from '../filters/toggleFilter';
import { BOOLEAN_FILTER_NAMES, type FilterSelection } from '../types/filters';
import type { SearchQueryState } from './searchQuery';

/**
 * The filter selection a URL asks for (SRCH-06, SRCH-07). A list that is absent leaves the
 * variant's defaults (FLT-10); a present one, even empty, replaces them. The result is
 * normalised as the toggles would leave it, since a hand-edited link may say "LTP,STP".
 */
export function filterSelectionFromQuery(
  state: Pick<SearchQueryState, 'filters' | 'parkingSpaceTypes'>,
  variant: SearchVariant,
): FilterSelection {
  const selection = defaultFilterSelection(variant);
  if (state.filters) {
    for (const name of BOOLEAN_FILTER_NAMES) selection[name] = state.filters.includes(name);
  }
  if (state.parkingSpaceTypes) {
    selection.ParkingSpaceTypeSelection = Object.fromEntries(
      state.parkingSpaceTypes.map((type) => [type, true]),
    );
  }
  return normalizeFilterSelection(selection);
}

/** The f and p lists for a selection, to write back to the URL (SRCH-08). Both are always present. */
export function filterQueryFromSelection(
  selection: FilterSelection,
): Required<Pick<SearchQueryState, 'filters' | 'parkingSpaceTypes'>> {
  return {
    filters: BOOLEAN_FILTER_NAMES.filter((name) => selection[name] === true),
    parkingSpaceTypes: selectedParkingSpaceTypes(selection),
  };
}
