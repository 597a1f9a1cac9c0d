import { DEFAULT_TILE_URL, type LatLng, MAP_MAX_ZOOM, MAP_MIN_ZOOM, safeLinkUrl } from '@nordpark/core';
import { Control, type Map as LeafletMap, TileLayer } from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LeafletMapContainer } from './LeafletMapContainer';
import { sanitizeAttribution } from './sanitizeAttribution';
import { guardTiles } from './tileGuard';

export interface FacilityMapProps {
  /** Receives the Leaflet map once it exists, and null when it is removed. */
  onMap(map: LeafletMap | null): void;
  centre: LatLng;
  zoom: number;
  tileUrl: string;
  attribution: string;
  /** Told whether the tile layer still waits for its credit (the map is busy meanwhile). */
  onBusy(busy: boolean): void;
  /** Told whether the tiles fail to load (the panel says so, where the info window leaves room). */
  onTilesFailed(failed: boolean): void;
}

const MAP_OPTIONS = { minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, attributionControl: false };

/**
 * The Leaflet map itself (created once and removed on unmount), with the
 * tile layer. Markers, reloads and selection are wired to it from outside, imperatively, so a
 * store change never re-renders the map. The centre and zoom are only where it starts.
 */
export function FacilityMap({
  onMap,
  centre,
  zoom,
  tileUrl,
  attribution,
  onBusy,
  onTilesFailed,
}: FacilityMapProps) {
  // A template from the config is used only if it is an http(s) or same-site URL; an empty
  // one means no tiles (an offline page, stories). The attribution is HTML that Leaflet
  // inserts as such, so it is sanitized first.
  const tiles = useMemo(() => {
    if (tileUrl.trim() === '') return null;
    return safeLinkUrl(tileUrl, window.location.href) !== null ? tileUrl : DEFAULT_TILE_URL;
  }, [tileUrl]);
  // The tile layer waits for its sanitized attribution (a few milliseconds): tiles are never
  // shown without their credit.
  const [safeAttribution, setSafeAttribution] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void sanitizeAttribution(attribution).then((html) => {
      if (current) setSafeAttribution(html);
    });
    return () => {
      current = false;
    };
  }, [attribution]);
  // Until the credit is sanitized and the layer is there, the map is still loading.
  const busy = tiles !== null && safeAttribution === null;
  useEffect(() => onBusy(busy), [onBusy, busy]);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const handleMap = useCallback(
    (made: LeafletMap | null) => {
      setMap(made);
      onMap(made);
    },
    [onMap],
  );
  useEffect(() => {
    if (!map || busy || !tiles) return;
    // Tiles that do not load (offline, a blocked tile host) leave a calm background and a
    // note: the markers still work. One tile that loads later takes the note away.
    const layer = new TileLayer(tiles, { attribution: safeAttribution ?? '' }).on({
      tileerror: () => onTilesFailed(true),
      tileload: () => onTilesFailed(false),
    });
    // Added after the layer, so it shows the credit at once: a credit line that grew in place
    // would shift the map's corner (a layout shift).
    const credit = new Control.Attribution({ position: 'bottomright' });
    // Only for a container of a sane size (tileGuard.ts); a broken one says the tiles failed.
    const guard = guardTiles(
      map.getContainer(),
      () => {
        layer.addTo(map);
        credit.addTo(map);
      },
      () => {
        credit.remove();
        layer.remove();
      },
      () => onTilesFailed(true),
    );
    return () => guard.stop();
  }, [map, busy, tiles, safeAttribution, onTilesFailed]);
  return (
    <LeafletMapContainer
      onMap={handleMap}
      className="np-map__canvas"
      center={[centre.lat, centre.lng]}
      zoom={zoom}
      options={MAP_OPTIONS}
    />
  );
}
