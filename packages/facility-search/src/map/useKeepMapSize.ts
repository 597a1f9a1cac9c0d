import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';

/**
 * Leaflet measures its container once; when the map is shown after being hidden (the
 * small-screen toggle, MAP-22), goes full screen (MAP-21) or the window changes, it must
 * measure again or it draws tiles and markers for the old size.
 */
export function useKeepMapSize(map: LeafletMap | null): void {
  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
}
