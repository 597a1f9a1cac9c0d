import { countInBounds, facilityLatLng, offerAreaSearch, shouldReloadMap } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useState } from 'react';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import { selectMatchingFacilities } from '../store/selectors';

// A move that ends this long after the visitor last touched the map was not theirs (unless it
// is a drag, whose inertia may glide for seconds): it was the map following the search or a
// selection, and must not reload. Covers a zoom's animation.
const USER_MOVE_WINDOW_MS = 1500;
const USER_INPUT_EVENTS = ['pointerdown', 'pointerup', 'wheel', 'keydown', 'touchstart'] as const;

export interface MapReload {
  /** Whether the "search this area" button is offered (MAP-20). */
  offered: boolean;
  /** Loads around the map's centre now. */
  searchArea(): void;
}

/**
 * The map's own reloads: after the visitor moves or zooms the map, the rules of MAP-16..18
 * decide whether to load around its centre (MAP-19); otherwise, far enough from the last load,
 * a "search this area" button is offered (MAP-20). A reload adds to the facilities already
 * loaded (de-duplicated by Uid) and replaces the URL's position instead of adding a history
 * entry per drag; a newer load aborts an older one (the store does that).
 */
export function useMapReload(map: LeafletMap | null): MapReload {
  const store = useSearchStoreApi();
  const [offered, setOffered] = useState(false);

  const reloadAt = useCallback(
    (centre: { lat: number; lng: number }) => {
      setOffered(false);
      void store
        .getState()
        .search({ lat: centre.lat, lng: centre.lng, source: 'map' }, { history: 'replace', merge: true });
    },
    [store],
  );

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    let lastInput = Number.NEGATIVE_INFINITY;
    const noteInput = () => {
      lastInput = performance.now();
    };
    let dragged = false;
    const noteDrag = () => {
      dragged = true;
    };
    let previousZoom = map.getZoom();
    const onMoveEnd = () => {
      const zoom = map.getZoom();
      const zoomBefore = previousZoom;
      previousZoom = zoom;
      const byVisitor = dragged || performance.now() - lastInput <= USER_MOVE_WINDOW_MS;
      dragged = false;
      if (!byVisitor) return;
      const state = store.getState();
      if (state.status === 'waiting' || !state.location) return;
      const centre = map.getCenter();
      const bounds = map.getBounds();
      const reason = shouldReloadMap({
        centre,
        zoom,
        previousZoom: zoomBefore,
        lastLoadCentre: state.lastLoadCentre,
        markersInView: countInBounds(selectMatchingFacilities(state).map(facilityLatLng), {
          minLat: bounds.getSouth(),
          maxLat: bounds.getNorth(),
          minLng: bounds.getWest(),
          maxLng: bounds.getEast(),
        }),
      });
      // Why the last move of the visitor reloaded, or '' (read by tests, handy when debugging).
      container.dataset.npReload = reason ?? '';
      if (reason) reloadAt({ lat: centre.lat, lng: centre.lng });
      else setOffered(offerAreaSearch(centre, state.lastLoadCentre));
    };
    for (const type of USER_INPUT_EVENTS) container.addEventListener(type, noteInput, { passive: true });
    map.on('dragstart', noteDrag);
    map.on('moveend', onMoveEnd);
    // Any load (a search, a reload) covers where the map is: the offer is void.
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.lastLoadCentre !== previous.lastLoadCentre) setOffered(false);
    });
    return () => {
      for (const type of USER_INPUT_EVENTS) container.removeEventListener(type, noteInput);
      map.off('dragstart', noteDrag);
      map.off('moveend', onMoveEnd);
      unsubscribe();
    };
  }, [map, store, reloadAt]);

  const searchArea = useCallback(() => {
    if (map) reloadAt(map.getCenter());
  }, [map, reloadAt]);

  return { offered, searchArea };
}
