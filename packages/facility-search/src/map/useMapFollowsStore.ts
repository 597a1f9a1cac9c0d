import { defaultMapZoom, type SearchLocation } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
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

  // The location the map shows, from the start: a search that began before the map existed
  // (the page's first search runs while Leaflet is still being created) is caught up on.
  const [startLocation] = useState(() => store.getState().location);
  const shown = useRef<SearchLocation | null>(startLocation);

  useEffect(() => {
    if (!map) return;
    const follow = (location: SearchLocation | null) => {
      if (!location || location === shown.current) return;
      shown.current = location;
      if (location.source === 'map') return;
      map.setView([location.lat, location.lng], defaultMapZoom(location), { animate: false });
    };
    follow(store.getState().location);
    const unsubscribe = store.subscribe((state) => follow(state.location));
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
