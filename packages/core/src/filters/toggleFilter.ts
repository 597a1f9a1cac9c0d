import type { BooleanFilterName, FilterSelection } from '../types/filters';
import { isFilterDisabled, SHORT_TERM_ONLY_FILTERS } from './shortTermOnlyFilters';

function withoutShortTermOnlyFilters(selection: FilterSelection): FilterSelection {
  const next = { ...selection };
  for (const name of SHORT_TERM_ONLY_FILTERS) next[name] = false;
  return next;
}

/**
 * Turns one boolean filter on or off and applies what that implies. The input is never
 * changed; when nothing changes, the same selection comes back.
 *
 * - LTP and STP exclude each other (FLT-06): turning one on turns the other off. Turning either
 *   off leaves neither on, which means "any term".
 * - Turning STP on clears the disabled and electric-charging filters (FLT-07, FLT-08) and the
 *   parking space types, which are long-term products (FLT-09).
 * - Turning LTP on also clears the disabled and electric-charging filters: they become
 *   unavailable under long-term only (FLT-12), and a greyed-out box must not keep filtering
 *   where the visitor can no longer untick it.
 * - Turning on a filter that is disabled right now (FLT-12) changes nothing, so a stale click
 *   cannot sneak it in.
 */
export function toggleFilter(
  selection: FilterSelection,
  name: BooleanFilterName,
  on: boolean,
): FilterSelection {
  if (on && isFilterDisabled(selection, name)) return selection;
  const next: FilterSelection = { ...selection, [name]: on };
  if (!on) return next;
  if (name === 'STP') {
    return { ...withoutShortTermOnlyFilters(next), LTP: false, ParkingSpaceTypeSelection: {} };
  }
  if (name === 'LTP') {
    return { ...withoutShortTermOnlyFilters(next), STP: false };
  }
  return next;
}

/**
 * Ticks or unticks one parking space type (FLT-02). Unticking removes the key, so a selection
 * holds only the types that are on and compares equal however it was reached.
 */
export function toggleParkingSpaceType(
  selection: FilterSelection,
  type: string,
  on: boolean,
): FilterSelection {
  const { [type]: _previous, ...others } = selection.ParkingSpaceTypeSelection;
  return { ...selection, ParkingSpaceTypeSelection: on ? { ...others, [type]: true } : others };
}

/**
 * Brings a selection from outside (a shared URL, old session state) in line with the rules the
 * toggles keep: LTP wins over STP when both are on (it is the advanced default, FLT-10), and the
 * short-term-only filters are dropped under long-term only (FLT-12).
 */
export function normalizeFilterSelection(selection: FilterSelection): FilterSelection {
  const termFixed = selection.LTP && selection.STP ? { ...selection, STP: false } : selection;
  return termFixed.LTP ? withoutShortTermOnlyFilters(termFixed) : termFixed;
}
