import * as Leaflet from 'leaflet';
import 'leaflet.markercluster';

/**
 * Leaflet.markercluster is a classic script: it extends the global `L` that Leaflet's own
 * bundle always sets on window, and exports nothing a bundler can name reliably. So the
 * cluster group is taken from that global once both have run; everything else comes from the
 * module, which is the same Leaflet instance.
 */
const extended = (globalThis as unknown as { L?: typeof Leaflet }).L;
if (!extended?.MarkerClusterGroup) {
  throw new Error('leaflet.markercluster did not load: the global L has no MarkerClusterGroup.');
}

/** How far beyond the view markers and clusters are kept drawn, as a share of the view. */
const DRAWN_MARGIN = 0.25;

/**
 * markercluster draws everything within the view padded by a whole view on every side (nine
 * views' worth of elements); at zoom 15 and above, where nothing is clustered, that put about
 * 600 elements in the DOM for 10,000 facilities (bench/map). A quarter of a view on each side
 * is enough for a drag to show no gap and keeps it near 150.
 */
class ViewportClusterGroup extends extended.MarkerClusterGroup {
  _getExpandedVisibleBounds(): Leaflet.LatLngBounds {
    const self = this as unknown as {
      _map: Leaflet.Map;
      _checkBoundsMaxLat(bounds: Leaflet.LatLngBounds): Leaflet.LatLngBounds;
    };
    return self._checkBoundsMaxLat(self._map.getBounds().pad(DRAWN_MARGIN));
  }
}

export const MarkerClusterGroup: typeof Leaflet.MarkerClusterGroup = ViewportClusterGroup;
export { Leaflet };
