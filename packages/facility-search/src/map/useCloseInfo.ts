import type { Map as LeafletMap } from 'leaflet';
import { type KeyboardEvent, useCallback } from 'react';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import type { FacilityMarkerLayer } from './leaflet/FacilityMarkerLayer';

/**
 * Closing the selected facility's info window: its close button, or Escape on its marker.
 * Focus that was in the window goes back where it came from.
 */
export function useCloseInfo(
  map: LeafletMap | null,
  layer: FacilityMarkerLayer | null,
  selectedUid: string | undefined,
  /** The facility whose window the keyboard opened: none once it is closed. */
  setKeyboardUid: (uid: string | null) => void,
) {
  const store = useSearchStoreApi();
  const closeInfo = useCallback(() => {
    const uid = store.getState().selectedUid;
    // Focus goes back where it came from: the marker, or the cluster that holds it now, or the
    // map when neither is drawn.
    const returnTo = (uid !== null && layer?.holderOf(uid)) || map?.getContainer();
    const focusWasInside = document.activeElement?.closest('.np-map-info') != null;
    store.getState().select(null);
    setKeyboardUid(null);
    if (focusWasInside) returnTo?.focus({ preventScroll: true });
  }, [store, layer, map, setKeyboardUid]);
  // Escape on the selected marker (focus stays there after a click, or when Escape came before
  // the window) closes its window too, and is used up so full screen stays.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || selectedUid === undefined) return;
    if (!(event.target instanceof Element) || event.target !== layer?.holderOf(selectedUid)) return;
    event.preventDefault();
    event.stopPropagation();
    closeInfo();
  };
  return { closeInfo, onKeyDown };
}
