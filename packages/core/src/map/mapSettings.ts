/** The map's zoom range (MAP-01, MAP-02): closer than 18 shows no more, wider than 8 shows Nordic countries at once. */
export const MAP_MIN_ZOOM = 8;
export const MAP_MAX_ZOOM = 18;

/** Facilities are clustered up to this zoom (MAP-08); from the next zoom on each has its own marker. */
export const CLUSTER_MAX_ZOOM = 14;

/** Markers within this many pixels of each other are clustered (MAP-09). */
export const CLUSTER_RADIUS_PX = 60;

/** Zooming out below this zoom reloads the facilities around the map's centre (MAP-18). */
export const RELOAD_BELOW_ZOOM = 14;

/** Moving the map further than this from the last load reloads (MAP-16). */
export const FAR_MOVE_KM = 1000;
