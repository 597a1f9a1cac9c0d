import type { BooleanFilterName, FilterSelection } from '../types/filters';

/** Filters that only exist for short-term parking (FLT-11); they carry a note saying so (FLT-13). */
export const SHORT_TERM_ONLY_FILTERS: readonly BooleanFilterName[] = ['disabled', 'electricChargingPoint'];

export function isShortTermOnlyFilter(name: string): boolean {
  return (SHORT_TERM_ONLY_FILTERS as readonly string[]).includes(name);
}

/** Long-term only is chosen: LTP without STP (they are exclusive, FLT-06, but a URL may say both). */
export function isLongTermOnly(selection: Pick<FilterSelection, 'LTP' | 'STP'>): boolean {
  return selection.LTP === true && selection.STP !== true;
}

/**
 * Whether the control for a filter is greyed out: the short-term-only filters are, while long-term
 * only is chosen (FLT-12). Every other filter is always available.
 */
export function isFilterDisabled(selection: Pick<FilterSelection, 'LTP' | 'STP'>, name: string): boolean {
  return isShortTermOnlyFilter(name) && isLongTermOnly(selection);
}
