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

export const MarkerClusterGroup: typeof Leaflet.MarkerClusterGroup = extended.MarkerClusterGroup;
export { Leaflet };
