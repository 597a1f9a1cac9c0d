import type { Map as LeafletMap } from 'leaflet';
import { useMemo } from 'react';
import { useSearchStoreApi } from '../../store/SearchStoreContext';
import type { FacilityMarkerLayer } from '../leaflet/FacilityMarkerLayer';
import { MapFocus } from './MapFocus';

/** The focus the keyboard hooks share, one per map and marker layer. */
export function useMapFocus(map: LeafletMap | null, layer: FacilityMarkerLayer | null): MapFocus | null {
  const store = useSearchStoreApi();
  return useMemo(
    () =>
      map && layer
        ? new MapFocus(map, layer, () => store.getState().location, store.getState().selectedUid)
        : null,
    [map, layer, store],
  );
}
