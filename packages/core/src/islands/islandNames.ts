/** The island names of the embedding contract (architecture §3). Public: never rename
 * without a deprecation path. */
export const ISLAND_NAMES = ['facility-search', 'booking-flow', 'date-field', 'confirm-dialog'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
