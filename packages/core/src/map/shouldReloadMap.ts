import { haversineDistance } from '../geo/haversineDistance';
import type { LatLng } from '../geo/latLng';
import { FAR_MOVE_KM, RELOAD_BELOW_ZOOM } from './mapSettings';

/** Why the map reloads: moved far (MAP-16), nothing in view (MAP-17), zoomed out (MAP-18). */
export type MapReloadReason = 'far' | 'empty' | 'zoomedOut';

export interface MapViewAfterMove {
  /** The map's centre after the visitor moved or zoomed it. */
  centre: LatLng;
  zoom: number;
  /** The zoom before this move; absent when unknown. Only a zoom-out can trigger MAP-18. */
  previousZoom?: number;
  /** Where the facilities shown were loaded around; null before any load. */
  lastLoadCentre: LatLng | null;
  /** How many facility markers (clustered or not) lie inside the visible area. */
  markersInView: number;
}

/**
 * Whether a move of the map by the visitor reloads facilities, and why; null when it does not.
 * The reload is centred on `centre` (MAP-19). Zooming out only counts when it goes below zoom
 * 14 (MAP-18): panning at a wide zoom, or zooming in, loads nothing by itself. Before the first
 * load there is nothing to reload.
 */
export function shouldReloadMap(view: MapViewAfterMove): MapReloadReason | null {
  if (!view.lastLoadCentre) return null;
  if (haversineDistance(view.centre, view.lastLoadCentre, 'km') > FAR_MOVE_KM) return 'far';
  if (view.markersInView <= 0) return 'empty';
  if (view.previousZoom !== undefined && view.zoom < view.previousZoom && view.zoom < RELOAD_BELOW_ZOOM) {
    return 'zoomedOut';
  }
  return null;
}
