import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import { selectMatchingFacilities } from '../store/selectors';
import { FacilityMarkerLayer } from './leaflet/FacilityMarkerLayer';
import { markerLabel } from './markerLabel';

/**
 * Keeps the map's markers equal to the matching facilities and its selected icon equal to the
 * store's selection. It subscribes to the store directly: a filter change updates markers
 * without a React render of the map.
 */
export function useMarkerLayer(
  map: LeafletMap | null,
  onActivate: (uid: string, byKeyboard: boolean) => void,
): FacilityMarkerLayer | null {
  const store = useSearchStoreApi();
  const t = useTranslate();
  const [layer, setLayer] = useState<FacilityMarkerLayer | null>(null);
  // Markers call the newest onActivate without the layer being rebuilt when it changes.
  const activate = useEffectEvent(onActivate);

  useEffect(() => {
    if (!map) return;
    const created = new FacilityMarkerLayer(map, {
      label: (facility) => markerLabel(t, facility),
      clusterLabel: (count) => t('search.map.cluster', { count }),
      onActivate: (uid, byKeyboard) => activate(uid, byKeyboard),
    });
    const initial = store.getState();
    created.setFacilities(selectMatchingFacilities(initial));
    created.setSelected(initial.selectedUid);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.facilities !== previous.facilities || state.filters !== previous.filters) {
        created.setFacilities(selectMatchingFacilities(state));
        if (state.facilities !== previous.facilities) created.retainOnly(state.facilities);
      }
      if (state.selectedUid !== previous.selectedUid) created.setSelected(state.selectedUid);
    });
    setLayer(created);
    return () => {
      unsubscribe();
      created.destroy();
      setLayer(null);
    };
  }, [map, store, t]);

  return layer;
}
