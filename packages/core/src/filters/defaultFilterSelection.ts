import type { FilterSelection } from '../types/filters';

export type SearchVariant = 'simple' | 'advanced';

/**
 * The selection a search starts with. The advanced variant starts on long-term parking
 * (FLT-10), the operator's main business; the simple variant has no filters button
 * (SRCH-15), so nothing may be pre-selected that the visitor could not undo.
 */
export function defaultFilterSelection(variant: SearchVariant): FilterSelection {
  return {
    disabled: false,
    electricChargingPoint: false,
    Indoor: false,
    Outdoor: false,
    Heated: false,
    MaxVehicleHeight: false,
    LTP: variant === 'advanced',
    STP: false,
    ParkingSpaceTypeSelection: {},
  };
}
