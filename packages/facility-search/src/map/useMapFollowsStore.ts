import { defaultMapZoom } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import type { FacilityMarkerLayer } from './leaflet/FacilityMarkerLayer';

/**
 * The map follows the search: a new search location recentres it at its default zoom (MAP-07,
 * MAP-03..05), except a reload the map itself asked for; a selection made elsewhere (the list)
 * brings its marker into view, opening its cluster (MAP-14); a click on the map itself, not on
 * a marker or cluster, deselects (MAP-15).
 */
export function useMapFollowsStore(
  map: LeafletMap | null,
  layer: FacilityMarkerLayer | null,
  selectedOnMap: { current: string | null },
): void {
  const store = useSearchStoreApi();

  useEffect(() => {
    if (!map) return;
    const unsubscribe = store.subscribe((state, previous) => {
      const { location } = state;
      if (location && location !== previous.location && location.source !== 'map') {
        map.setView([location.lat, location.lng], defaultMapZoom(location), { animate: false });
      }
    });
    const deselect = () => store.getState().select(null);
    map.on('click', deselect);
    return () => {
      unsubscribe();
      map.off('click', deselect);
    };
  }, [map, store]);

  useEffect(() => {
    if (!layer) return;
    return store.subscribe((state, previous) => {
      const uid = state.selectedUid;
      if (uid === previous.selectedUid) return;
      const fromMap = uid !== null && uid === selectedOnMap.current;
      selectedOnMap.current = null;
      if (uid !== null && !fromMap) layer.reveal(uid);
    });
  }, [layer, store, selectedOnMap]);
}
