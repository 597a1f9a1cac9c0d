export type AvailabilityLevel = 'free' | 'few' | 'full';

/** Above this many free spaces a facility is simply "free" (DOM-01). */
export const FEW_SPACES_MAX = 4;

/**
 * The badge for a count of free spaces: above 4 free, 1 to 4 few, 0 full (DOM-01..03).
 * Negative counts (overbooked) are full. NaN compares false with everything and so also lands
 * on full: better to under-promise than to send a driver to a garage we cannot vouch for.
 */
export function availabilityLevel(freeSpaces: number): AvailabilityLevel {
  if (freeSpaces > FEW_SPACES_MAX) return 'free';
  if (freeSpaces > 0) return 'few';
  return 'full';
}
