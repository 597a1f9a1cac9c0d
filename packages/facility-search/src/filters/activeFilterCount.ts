import { BOOLEAN_FILTER_NAMES, type FilterSelection, selectedParkingSpaceTypes } from '@nordpark/core';

/**
 * How many filters the button says are on: every ticked box and parking space type. The
 * parking term is left out: it is a required choice (one of LTP and STP is always there in
 * the advanced variant, FLT-10), so counting it would say "1 active" on an unfiltered page.
 */
export function activeFilterCount(selection: FilterSelection): number {
  const flags = BOOLEAN_FILTER_NAMES.filter((name) => name !== 'LTP' && name !== 'STP' && selection[name]);
  return flags.length + selectedParkingSpaceTypes(selection).length;
}
