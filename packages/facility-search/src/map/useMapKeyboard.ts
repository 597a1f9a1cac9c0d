import type { Map as LeafletMap } from 'leaflet';
import { useFocusFollowsFacility } from './keyboard/useFocusFollowsFacility';
import { useMapFocus } from './keyboard/useMapFocus';
import { useMapSummary } from './keyboard/useMapSummary';
import { useRovingTabStop } from './keyboard/useRovingTabStop';
import type { FacilityMarkerLayer } from './leaflet/FacilityMarkerLayer';

/**
 * The map's keyboard (WAI-ARIA APG, a roving tabindex over markers and clusters): the arrow
 * keys, Home and End move between them (`useRovingTabStop`), focus stays with its facility
 * through re-clusters, zooms and reloads (`useFocusFollowsFacility`), and the view is summarised
 * for a polite live region once it rests (`useMapSummary`). The choices are pure functions in
 * core's `markerNavigation`. Returns the summary.
 */
export function useMapKeyboard(map: LeafletMap | null, layer: FacilityMarkerLayer | null): string {
  const focus = useMapFocus(map, layer);
  useRovingTabStop(focus);
  useFocusFollowsFacility(focus);
  return useMapSummary(focus);
}
