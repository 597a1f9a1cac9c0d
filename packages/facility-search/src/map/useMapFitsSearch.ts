import {
  ADDRESS_ZOOM,
  defaultMapZoom,
  facilityLatLng,
  type LatLng,
  type SearchLocation,
} from '@nordpark/core';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import { selectShownFacilities } from '../store/selectors';
import { Leaflet } from './leaflet/leaflet';

// Room around the fitted results: more at the top left, where the zoom buttons are, and at the
// bottom right, where the credit line sits, so no marker ends up under either on a phone.
const FIT_PADDING_TOP_LEFT: [number, number] = [56, 40];
const FIT_PADDING_BOTTOM_RIGHT: [number, number] = [32, 48];

const PLACE_ICON_HTML =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9" fill="#fff" stroke="currentColor" stroke-width="3"/><circle cx="12" cy="12" r="4" fill="currentColor"/></svg>';

/**
 * When a search (not the map's own reload) has answered, the map shows what the list shows
 *: a default-city or position search, whose default zoom (10 or 12, MAP-04/05)
 * shows little but clusters, is fitted to the searched place and the facilities listed first,
 * between that default zoom and an address search's (15); an address search keeps its zoom
 * (MAP-03), which already shows its nearest facilities; with no results the searched place
 * stays at its default zoom. The searched place carries a pin of its own, named for screen readers.
 */
export function useMapFitsSearch(map: LeafletMap | null): void {
  const store = useSearchStoreApi();
  const t = useTranslate();
  useEffect(() => {
    if (!map) return;
    let pin: Marker | null = null;
    let fitted: SearchLocation | null = null;
    const placePin = (location: SearchLocation) => {
      pin?.remove();
      const name = location.name ?? location.address ?? '';
      pin = Leaflet.marker([location.lat, location.lng], {
        icon: Leaflet.divIcon({ html: PLACE_ICON_HTML, className: 'np-map__place', iconSize: [22, 22] }),
        interactive: false,
        keyboard: false,
        zIndexOffset: -1000,
        alt: name ? t('search.map.searchedPlace', { name }) : '',
      }).addTo(map);
      const element = pin.getElement();
      if (element && name) {
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', t('search.map.searchedPlace', { name }));
      }
    };
    const fit = () => {
      const state = store.getState();
      const { location } = state;
      if (state.status !== 'done' || !location || location.source === 'map' || location === fitted) return;
      fitted = location;
      placePin(location);
      const zoom = defaultMapZoom(location);
      const points = selectShownFacilities(state)
        .map(facilityLatLng)
        .filter((point): point is LatLng => point !== null);
      // An address search already shows its nearest facilities at its zoom (MAP-03); with no
      // results the searched place stays at its default zoom.
      if (points.length === 0 || zoom >= ADDRESS_ZOOM) {
        map.setView([location.lat, location.lng], zoom, { animate: false });
        return;
      }
      const bounds = Leaflet.latLngBounds([
        [location.lat, location.lng],
        ...points.map((p) => [p.lat, p.lng] as [number, number]),
      ]);
      map.fitBounds(bounds, {
        paddingTopLeft: FIT_PADDING_TOP_LEFT,
        paddingBottomRight: FIT_PADDING_BOTTOM_RIGHT,
        // Close enough to tell the listed facilities apart, never closer than an address search.
        maxZoom: ADDRESS_ZOOM,
        animate: false,
      });
      // Never wider than the search's default view (MAP-04, MAP-05).
      if (map.getZoom() < zoom) map.setView([location.lat, location.lng], zoom, { animate: false });
    };
    fit();
    const unsubscribe = store.subscribe(fit);
    return () => {
      unsubscribe();
      pin?.remove();
    };
  }, [map, store, t]);
}
