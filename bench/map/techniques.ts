import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  type Facility,
  facilityLatLng,
  MAP_MIN_ZOOM,
} from '@nordpark/core';
import Supercluster from 'supercluster';
import { FacilityMarkerLayer } from '../../packages/facility-search/src/map/leaflet/FacilityMarkerLayer';
import { Leaflet } from '../../packages/facility-search/src/map/leaflet/leaflet';

/** One way of drawing facilities on a Leaflet map, as the benchmark drives it. */
export interface Technique {
  /** Draws these facilities; resolves once they are drawn (before the next paint). */
  show(facilities: readonly Facility[]): Promise<void>;
  /** Redraws after the view changed (zoom); resolves once drawn. */
  redraw(): Promise<void>;
}

export type TechniqueName = 'ours' | 'plain' | 'supercluster';

/** Ours: the island's own marker layer (markercluster, chunked addLayers, kept instances). */
function ours(map: Leaflet.Map): Technique {
  const layer = new FacilityMarkerLayer(map, {
    label: (f) => f.Name,
    clusterLabel: (count) => `${count} facilities`,
    onActivate: () => undefined,
  });
  return {
    show: (facilities) =>
      new Promise((resolve) => {
        layer.setFacilities(facilities);
        layer.whenSettled(resolve);
      }),
    // markercluster redraws synchronously on zoomend.
    redraw: async () => undefined,
  };
}

/** Reference 1: one Leaflet marker per facility, no clustering (what a naive map does). */
function plain(map: Leaflet.Map): Technique {
  const icon = new Leaflet.DivIcon({ className: 'np-marker', iconSize: [30, 33], iconAnchor: [15, 33] });
  const markers = new Map<string, Leaflet.Marker>();
  const shown = new Set<string>();
  return {
    show: async (facilities) => {
      const next = new Set(facilities.map((f) => f.Uid));
      for (const uid of shown) {
        if (!next.has(uid)) markers.get(uid)?.remove();
      }
      for (const facility of facilities) {
        if (shown.has(facility.Uid)) continue;
        let marker = markers.get(facility.Uid);
        if (!marker) {
          const at = facilityLatLng(facility);
          if (!at) continue;
          marker = new Leaflet.Marker([at.lat, at.lng], { icon, title: facility.Name });
          markers.set(facility.Uid, marker);
        }
        marker.addTo(map);
      }
      shown.clear();
      for (const uid of next) shown.add(uid);
    },
    redraw: async () => undefined,
  };
}

/** Reference 2: supercluster's index, its clusters for the view drawn as Leaflet markers. */
function supercluster(map: Leaflet.Map): Technique {
  const group = new Leaflet.LayerGroup().addTo(map);
  const pointIcon = new Leaflet.DivIcon({ className: 'np-marker', iconSize: [30, 33], iconAnchor: [15, 33] });
  let index: Supercluster | null = null;
  const draw = () => {
    if (!index) return;
    const b = map.getBounds();
    const features = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom());
    group.clearLayers();
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const count = (feature.properties as { point_count?: number }).point_count;
      const icon = count
        ? new Leaflet.DivIcon({ className: 'np-cluster', html: String(count), iconSize: [40, 40] })
        : pointIcon;
      group.addLayer(new Leaflet.Marker([lat, lng], { icon }));
    }
  };
  map.on('moveend', draw);
  return {
    show: async (facilities) => {
      index = new Supercluster({
        radius: CLUSTER_RADIUS_PX,
        maxZoom: CLUSTER_MAX_ZOOM,
        minZoom: MAP_MIN_ZOOM,
      });
      index.load(
        facilities.flatMap((facility) => {
          const at = facilityLatLng(facility);
          return at
            ? [
                {
                  type: 'Feature' as const,
                  properties: { uid: facility.Uid },
                  geometry: { type: 'Point' as const, coordinates: [at.lng, at.lat] },
                },
              ]
            : [];
        }),
      );
      draw();
    },
    redraw: async () => draw(),
  };
}

export const TECHNIQUES: Record<TechniqueName, (map: Leaflet.Map) => Technique> = {
  ours,
  plain,
  supercluster,
};
