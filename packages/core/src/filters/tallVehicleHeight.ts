/** The height filter is about vehicles taller than this many centimetres (FLT-05). */
export const TALL_VEHICLE_MIN_CM = 200;

/**
 * Whether a facility takes vehicles taller than 200 cm, from Info.MaxVehicleHeight in cm
 * (DOM-21). Exactly 200 cm does not count (FLT-05). A missing, zero, negative or non-numeric
 * height means the server records no limit (an open-air lot), and no limit lets a tall
 * vehicle in, so it counts.
 */
export function allowsTallVehicles(maxVehicleHeightCm: number | null | undefined): boolean {
  if (
    typeof maxVehicleHeightCm !== 'number' ||
    !Number.isFinite(maxVehicleHeightCm) ||
    maxVehicleHeightCm <= 0
  ) {
    return true;
  }
  return maxVehicleHeightCm > TALL_VEHICLE_MIN_CM;
}
