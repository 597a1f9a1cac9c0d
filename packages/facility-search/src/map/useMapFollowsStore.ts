import { defaultMapZoom, type SearchLocation } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import type { FacilityMarkerLayer } from './leaflet/FacilityMarkerLayer';

/**
 * The map follows the search: a new search location recentres it at its default zoom (MAP-07,
 * MAP-03..05), except a reload the map itself asked for; a selection made elsewhere (the list)
 * brings its marker into view, opening its cluster (MAP-14), and "Show on map" puts focus on
 * it; a click on the map itself, not on a marker or cluster, deselects (MAP-15).
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
    if (!map || !layer) return;
    /** Focus on the marker "Show on map" asked for, once it is drawn where it can be seen. */
    const takeFocus = () => {
      const { mapFocusUid, selectedUid } = store.getState();
      if (mapFocusUid === null || mapFocusUid !== selectedUid) return;
      const holder = layer.holderOf(mapFocusUid);
      // A hidden map (a phone's list view) takes no focus: the request waits for it to show.
      holder?.focus();
      if (holder && document.activeElement === holder) store.getState().mapFocusTaken();
    };
    const revealAsked = () => {
      const { mapFocusUid, selectedUid } = store.getState();
      // Asked for the facility still selected (a new search may have dropped it since).
      if (mapFocusUid !== null && mapFocusUid === selectedUid) layer.reveal(mapFocusUid, takeFocus);
    };
    revealAsked();
    // A map that is shown (or resized) measures itself again: a waiting request is met then.
    map.on('resize', revealAsked);
    const unsubscribe = store.subscribe((state, previous) => {
      const uid = state.selectedUid;
      if (uid === previous.selectedUid) {
        // "Show on map" again on the selected facility.
        if (state.mapFocusUid !== null && state.mapFocusUid !== previous.mapFocusUid) revealAsked();
        return;
      }
      const fromMap = uid !== null && uid === selectedOnMap.current;
      selectedOnMap.current = null;
      if (uid !== null && !fromMap) layer.reveal(uid, takeFocus);
    });
    return () => {
      unsubscribe();
      map.off('resize', revealAsked);
    };
  }, [map, layer, store, selectedOnMap]);
}
