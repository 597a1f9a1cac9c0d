/** The height filter is about vehicles taller than this many centimetres (FLT-05). */
export const TALL_VEHICLE_MIN_CM = 200;

/**
 * Whether a facility counts for the "over 2 m" filter, from Info.MaxVehicleHeight in cm
 * (DOM-21): only a height above 200 cm does (FLT-05, spec §5), so exactly 200 cm does not. A
 * missing, zero or non-numeric height is no height above 200 cm, so it does not count either:
 * the filter promises room for a tall vehicle, and such a facility does not say it has any.
 */
export function allowsTallVehicles(maxVehicleHeightCm: unknown): boolean {
  // NaN is a number but never above 200.
  return typeof maxVehicleHeightCm === 'number' && maxVehicleHeightCm > TALL_VEHICLE_MIN_CM;
}
