import { type Facility, type Language, vehicleFit } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { stayAmount } from '../stay/StayPriceLine';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import type { SearchState } from '../store/searchState';
import { selectMatchingFacilities, selectStay, selectVehicle } from '../store/selectors';
import { FacilityMarkerLayer, type MarkerDecoration, NO_DECORATION } from './leaflet/FacilityMarkerLayer';
import { markerLabel } from './markerLabel';

/** What a facility's marker shows of the stay's price and the vehicle's fit. */
export function markerDecoration(
  state: SearchState,
  facility: Facility,
  language: Language,
): MarkerDecoration {
  const stay = selectStay(state);
  const vehicle = selectVehicle(state);
  if (!stay && !vehicle) return NO_DECORATION;
  const entry = stay ? state.stayPrices[facility.Uid] : undefined;
  const cheapest = entry?.status === 'done' ? entry.price.cheapest : null;
  const fits = vehicle ? vehicleFit(facility, vehicle).fits : true;
  return {
    amount: cheapest ? stayAmount(cheapest, language) : null,
    amountMinor: cheapest ? cheapest.totalMinor : null,
    noFit: fits === false,
    heightUnknown: fits === 'unknown',
  };
}

/** The state a marker's decoration reads: a change of any of these redecorates. */
export const DECORATION_INPUTS = ['stayPrices', 'date', 'until', 'vehicle', 'language'] as const;

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
      label: (facility, extras) => markerLabel(t, facility, extras, store.getState().language),
      decorate: (facility) => {
        const state = store.getState();
        return markerDecoration(state, facility, state.language);
      },
      cheapestLabel: t('search.map.cheapestTag'),
      clusterLabel: (count, nearest) => t('search.map.cluster', { count, nearest: nearest?.Name ?? '' }),
      onActivate: (uid, byKeyboard) => activate(uid, byKeyboard),
    });
    // The markers come in tasks of their own, after the one that created the map;
    // changes before then are in the state they are filled from. The layer is handed out (and
    // the map stops being busy) once they are all there (they go on a few per task).
    let filled = false;
    const fill = setTimeout(() => {
      filled = true;
      const initial = store.getState();
      created.setFacilities(selectMatchingFacilities(initial));
      created.setSelected(initial.selectedUid);
      created.whenSettled(() => setLayer(created));
    }, 0);
    const unsubscribe = store.subscribe((state, previous) => {
      if (!filled) return;
      if (state.facilities !== previous.facilities || state.filters !== previous.filters) {
        created.setFacilities(selectMatchingFacilities(state));
        if (state.facilities !== previous.facilities) created.retainOnly(state.facilities);
      }
      if (state.selectedUid !== previous.selectedUid) created.setSelected(state.selectedUid);
      if (DECORATION_INPUTS.some((key) => state[key] !== previous[key])) created.redecorate();
    });
    return () => {
      clearTimeout(fill);
      unsubscribe();
      created.destroy();
      setLayer(null);
    };
  }, [map, store, t]);

  return layer;
}
