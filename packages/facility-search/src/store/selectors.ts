import { type Facility, filterFacilities } from '@nordpark/core';
import type { SearchState } from './searchState';

// The list and the map both read the filtered list on every render; a filter over thousands of
// facilities must run once per change of facilities or filters, not once per reader.
let lastInput: Pick<SearchState, 'facilities' | 'filters'> | null = null;
let lastOutput: Facility[] = [];

/** The loaded facilities that match every selected filter (FLT-04), in distance order. */
export function selectMatchingFacilities(state: Pick<SearchState, 'facilities' | 'filters'>): Facility[] {
  if (lastInput?.facilities !== state.facilities || lastInput.filters !== state.filters) {
    lastInput = { facilities: state.facilities, filters: state.filters };
    lastOutput = filterFacilities(state.facilities, state.filters);
  }
  return lastOutput;
}

let lastShown: { matching: Facility[]; count: number; shown: Facility[] } | null = null;

/** The facilities the list shows now (SRCH-39, SRCH-40); the same array while nothing changed. */
export function selectShownFacilities(
  state: Pick<SearchState, 'facilities' | 'filters' | 'shownCount'>,
): Facility[] {
  const matching = selectMatchingFacilities(state);
  if (lastShown?.matching !== matching || lastShown.count !== state.shownCount) {
    lastShown = { matching, count: state.shownCount, shown: matching.slice(0, state.shownCount) };
  }
  return lastShown.shown;
}
