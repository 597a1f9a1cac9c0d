/** When an island wakes up (architecture §3): `data-nordpark-load` on its element, or the page
 * config's `load` as the page's default. Public: never rename without a deprecation path. */
export const ISLAND_LOADS = ['eager', 'visible', 'idle', 'interaction'] as const;

export type IslandLoad = (typeof ISLAND_LOADS)[number];
