import { defaultMapCentre, defaultMapZoom } from '@nordpark/core';
import { preloadable } from '@nordpark/ui/island';
import type { Map as LeafletMap } from 'leaflet';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { StayPriceLine } from '../stay/StayPriceLine';
import { bookingHref } from '../stay/stayBooking';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import { FitLine } from '../vehicle/FitLine';
import { FacilityMap } from './FacilityMap';
import { MapControls } from './MapControls';
import { SkipMapLink } from './SkipMapLink';
import { useCloseInfo } from './useCloseInfo';
import { useFullscreenMap } from './useFullscreenMap';
import { useKeepMapSize } from './useKeepMapSize';
import { useMapContainer } from './useMapContainer';
import { useMapFitsSearch } from './useMapFitsSearch';
import { useMapFollowsStore } from './useMapFollowsStore';
import { useMapKeyboard } from './useMapKeyboard';
import { useMapReload } from './useMapReload';
import { useMarkerLayer } from './useMarkerLayer';

// The info window's code is not the map's: it loads when a visitor goes for a marker (pointer
// or focus on the map) or, at the latest, with the first selection.
const infoWindow = preloadable(() => import('./InfoWindow').then((module) => module.InfoWindow));
const InfoWindow = infoWindow.Component;

/**
 * The map side of the search (spec §2, §4 "Map"): the loaded facilities that match the filters
 * as clustered markers, one selection shared with the list, the info window of the selected
 * facility, reloads when the map is moved, and full screen.
 */
export function MapPanel() {
  const store = useSearchStoreApi();
  const { config } = useSearchServices();
  const t = useTranslate();
  const country = useSearchStore((s) => s.country);
  const language = useSearchStore((s) => s.language);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [tilesBusy, setTilesBusy] = useState(true);
  const [tilesFailed, setTilesFailed] = useState(false);
  // Where the map starts; afterwards it follows the store itself.
  const [start] = useState(() => {
    const { location } = store.getState();
    return { centre: location ?? defaultMapCentre(country), zoom: defaultMapZoom(location) };
  });

  const selectedOnMap = useRef<string | null>(null);
  // The facility whose info window the keyboard opened: only that one takes focus.
  const [keyboardUid, setKeyboardUid] = useState<string | null>(null);
  const onActivate = useCallback(
    (uid: string, byKeyboard: boolean) => {
      selectedOnMap.current = uid;
      setKeyboardUid(byKeyboard ? uid : null);
      store.getState().select(uid);
    },
    [store],
  );
  const layer = useMarkerLayer(map, onActivate);
  useMapFollowsStore(map, layer, selectedOnMap);
  const summary = useMapKeyboard(map, layer);
  useMapFitsSearch(map);
  useKeepMapSize(map);
  useMapContainer(map);
  const reload = useMapReload(map);
  const fullscreen = useFullscreenMap();

  const selected = useSearchStore((s) =>
    s.selectedUid === null ? undefined : s.facilities.find((f) => f.Uid === s.selectedUid),
  );
  const selectedBookHref = useSearchStore((s) =>
    s.selectedUid === null ? undefined : bookingHref(s, config, s.selectedUid),
  );
  const { closeInfo, onKeyDown } = useCloseInfo(map, layer, selected?.Uid, setKeyboardUid);

  return (
    // Busy (for assistive technology, and for checks that wait for what a person sees) until
    // Leaflet is there with its markers, tile layer and credit.
    // biome-ignore lint/a11y/noStaticElementInteractions: the markers inside are the buttons; this only sees their Escape and a visitor's approach
    <div
      className="np-map"
      aria-busy={map === null || layer === null || tilesBusy ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onPointerOver={() => void infoWindow.preload()}
      onFocus={() => void infoWindow.preload()}
    >
      <SkipMapLink />
      <p className="np-visually-hidden" aria-live="polite">
        {summary}
      </p>
      <MapControls
        fullscreen={fullscreen}
        onFullscreen={(on) => store.getState().setFullscreen(on)}
        searchAreaOffered={reload.offered}
        onSearchArea={reload.searchArea}
      />
      <div className="np-map__stage">
        <FacilityMap
          onMap={setMap}
          centre={start.centre}
          zoom={start.zoom}
          tileUrl={config.map.tileUrl}
          attribution={config.map.attribution}
          onBusy={setTilesBusy}
          onTilesFailed={setTilesFailed}
        />
        {/* The map's own status line (top) and the info window (bottom) in one column over the
          map: the open window never covers what the line says. */}
        <div className="np-map__overlays">
          {tilesFailed ? <p className="np-map__note">{t('search.map.tilesUnavailable')}</p> : null}
          {selected ? (
            <Suspense fallback={null}>
              <InfoWindow
                key={selected.Uid}
                facility={selected}
                bookingflowPage={config.bookingflowPage}
                directionsTemplate={config.directionsUrl}
                country={country}
                language={language}
                takeFocus={keyboardUid === selected.Uid}
                onClose={closeInfo}
                {...(selectedBookHref ? { bookHref: selectedBookHref } : {})}
                details={
                  <>
                    <StayPriceLine uid={selected.Uid} language={language} compact />
                    <FitLine facility={selected} language={language} />
                  </>
                }
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
