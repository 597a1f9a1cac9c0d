/** When an island wakes up (architecture §3): `data-nordpark-load` on its element, or the page
 * config's `load` as the page's default. Public: never rename without a deprecation path. A
 * module of its own, importing nothing: the drop-in loader (nordpark.js) holds it. */
export const ISLAND_LOADS = ['eager', 'visible', 'idle', 'interaction'] as const;

export type IslandLoad = (typeof ISLAND_LOADS)[number];
