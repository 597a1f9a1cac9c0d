import type { FilterSelection } from '../types/filters';
import { type FilterableFacility, facilityMatchesFilters } from './facilityMatchesFilters';

/**
 * The facilities that pass every selected filter (FLT-04), in their incoming order. The
 * result's length is the count on the Apply button (FLT-14, ERR-28).
 */
export function filterFacilities<T extends FilterableFacility>(
  facilities: readonly T[],
  selection: FilterSelection,
): T[] {
  return facilities.filter((facility) => facilityMatchesFilters(facility, selection));
}
