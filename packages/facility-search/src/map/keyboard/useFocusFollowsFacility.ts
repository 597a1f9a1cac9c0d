import { rememberFocus, rememberSelection } from '@nordpark/core';
import { useEffect } from 'react';
import { useSearchStoreApi } from '../../store/SearchStoreContext';
import { DECORATION_INPUTS } from '../useMarkerLayer';
import type { MapFocus } from './MapFocus';

/**
 * What redraws markers (a load, a filter, their selection, the stay's prices on their pins):
 * Leaflet makes every redrawn marker a tab stop again, so the tab stop is chosen again after each.
 */
const CHANGES = ['facilities', 'filters', 'selectedUid', ...DECORATION_INPUTS] as const;

/**
 * Keeps the tab stop on the facility focus was last on, or last selected: Tab enters there,
 * else on the facility nearest the searched place. When a re-cluster, zoom or reload removes
 * the focused element, focus goes to the element that now holds its facility (or, for a
 * cluster, to the target nearest where it was), so it is never lost to the page.
 */
export function useFocusFollowsFacility(focus: MapFocus | null): void {
  const store = useSearchStoreApi();
  useEffect(() => {
    if (!focus) return;
    const { map, layer, sync } = focus;
    const onFocusIn = (event: FocusEvent) => {
      const target = focus.targetOf(event.target);
      if (!target) return;
      focus.focused = target.element;
      focus.memory = rememberFocus(target);
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus that moved on, or left with the element still there (a click elsewhere), was
      // taken by the visitor. An element removed under focus (Chrome tells of it as it goes)
      // hands focus on now, or, mid-animation, at the animation's end.
      const element = event.target as Element;
      if (event.relatedTarget) focus.focused = null;
      else
        queueMicrotask(() => {
          if (focus.focused !== element) return;
          if (element.isConnected) focus.focused = null;
          else sync();
        });
    };
    const pane = map.getPanes().markerPane;
    pane.addEventListener('focusin', onFocusIn);
    pane.addEventListener('focusout', onFocusOut);
    map.on('moveend zoomend', sync);
    layer.group.on('animationend', sync);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selectedUid !== previous.selectedUid)
        focus.memory = rememberSelection(focus.memory, state.selectedUid);
      if (CHANGES.some((key) => state[key] !== previous[key])) layer.whenSettled(sync);
    });
    sync();
    return () => {
      unsubscribe();
      pane.removeEventListener('focusin', onFocusIn);
      pane.removeEventListener('focusout', onFocusOut);
      map.off('moveend zoomend', sync);
      layer.group.off('animationend', sync);
    };
  }, [focus, store]);
}
