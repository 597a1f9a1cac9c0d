import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useTranslate } from '../messages/TranslateContext';

/**
 * Leaflet makes its container focusable (arrow keys pan, + and − zoom); a focusable region
 * needs a name, so screen-reader users know where focus is. The container also says where the
 * map is (`data-np-view="lat,lng,zoom"`): when tiles cannot load, nothing else on the page
 * does, and host pages and tests can read it.
 */
export function useMapContainer(map: LeafletMap | null): void {
  const t = useTranslate();
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', t('search.map.label'));
  }, [map, t]);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    const describe = () => {
      const { lat, lng } = map.getCenter();
      container.dataset.npView = `${lat.toFixed(5)},${lng.toFixed(5)},${map.getZoom()}`;
    };
    describe();
    map.on('moveend', describe);
    return () => {
      map.off('moveend', describe);
    };
  }, [map]);
}
