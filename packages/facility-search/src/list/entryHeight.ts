import type { Facility } from '@nordpark/core';

/**
 * The highest vehicle the facility's entrance lets in, in centimetres: the detailed facts'
 * figure when the server sent them, the summary's otherwise; 0 when neither names a limit.
 */
export function entryHeightOf(facility: Facility): number {
  return facility.FacilityInfo?.MaxVehicleHeight ?? facility.Info?.MaxVehicleHeight ?? 0;
}
