import { arrowDirection, type LatLng, nearestInDirection, nearestOrFarthest } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import type { FacilityMarkerLayer, MapTarget } from './leaflet/FacilityMarkerLayer';
import { Leaflet } from './leaflet/leaflet';

/** What can add, remove or select markers: the tab stop is chosen again after each. */
const CHANGES = ['selectedUid', 'facilities', 'filters'] as const;

/**
 * The markers and clusters as one tab stop (a roving tabindex, WAI-ARIA APG): Tab enters on
 * the facility last focused or selected there, else on the one nearest the searched place; the
 * arrow keys move to the nearest target in their direction on screen (focusing one just
 * outside the view pans to it); Home and End go to the nearest and the farthest from the
 * searched place. Enter on a cluster zooms into it (markercluster) and focus goes to the
 * target nearest its centre. When a re-cluster, zoom or reload removes the focused element,
 * focus goes to the element that now holds its facility (or, for a cluster, to the target
 * nearest where it was), so it is never lost to the page.
 */
export function useMapKeyboard(map: LeafletMap | null, layer: FacilityMarkerLayer | null): void {
  const store = useSearchStoreApi();
  useEffect(() => {
    if (!map || !layer) return;
    const pane = map.getPanes().markerPane;
    /** The facility focus was last on in the map, or where the cluster it was on stood. */
    let rememberedUid: string | null = store.getState().selectedUid;
    let rememberedAt: LatLng | null = null;
    /** The element that had focus, while focus is in the map's markers. */
    let focused: HTMLElement | null = null;
    /** Enter on a cluster: focus follows into it once the zoom has drawn what it held. */
    let intoCluster = false;

    const targetOf = (element: EventTarget | null, targets = layer.drawn()) =>
      targets.find((target) => target.element === element);
    /** The target nearest to (or farthest from) a point, by default the searched place. */
    const byDistance = (
      targets: MapTarget[],
      which: 'nearest' | 'farthest' = 'nearest',
      from: LatLng = store.getState().location ?? map.getCenter(),
    ) =>
      targets[
        nearestOrFarthest(
          from,
          targets.map((target, id) => ({ id, position: target.position })),
          which,
        ) ?? -1
      ];

    const sync = () => {
      const targets = layer.drawn();
      for (const target of targets) target.element.tabIndex = -1;
      const stop =
        (rememberedUid && layer.holderOf(rememberedUid)) ||
        byDistance(targets, 'nearest', rememberedAt ?? undefined)?.element;
      if (!stop) return;
      stop.tabIndex = 0;
      // Focus left on the page, or on the map (markercluster's choice after Enter on a
      // cluster), by an element that went away goes on to the one that holds its facility now.
      const active = document.activeElement;
      const lost = intoCluster || (focused !== null && !focused.isConnected);
      if (lost && (!active || active === document.body || active === map.getContainer())) {
        stop.focus();
      }
      intoCluster = false;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const targets = layer.drawn();
      const from = targetOf(event.target, targets);
      if (!from) return;
      if (event.key === 'Enter' && from.uid === null) {
        intoCluster = true;
        return;
      }
      const direction = arrowDirection(event.key);
      const home = event.key === 'Home';
      if (!(direction || home || event.key === 'End')) return;
      // Used here, whether or not there is a target that way: the page must not scroll.
      event.preventDefault();
      const at = (target: MapTarget) => map.latLngToContainerPoint(target.position);
      const next = direction
        ? targets[
            nearestInDirection(
              at(from),
              targets.map((target, id) => ({ id, ...at(target) })),
              direction,
            ) ?? -1
          ]
        : byDistance(targets, home ? 'nearest' : 'farthest');
      if (!next) return;
      for (const target of targets) target.element.tabIndex = target === next ? 0 : -1;
      next.element.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = targetOf(event.target);
      if (!target) return;
      focused = target.element;
      rememberedUid = target.uid;
      rememberedAt = target.position;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus that moved on, or left with the element still there (a click elsewhere), was
      // taken by the visitor. An element removed under focus (Chrome tells of it as it goes)
      // hands focus on now, or, mid-animation, at the animation's end.
      const element = event.target as Element;
      if (event.relatedTarget !== null) focused = null;
      else
        queueMicrotask(() => {
          if (focused !== element) return;
          if (element.isConnected) focused = null;
          else sync();
        });
    };

    const listeners = { keydown: onKeyDown, focusin: onFocusIn, focusout: onFocusOut } as unknown as Record<
      string,
      Leaflet.DomEvent.EventHandlerFn
    >;
    Leaflet.DomEvent.on(pane, listeners);
    map.on('moveend zoomend', sync);
    layer.group.on('animationend', sync);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selectedUid !== previous.selectedUid && state.selectedUid !== null) {
        rememberedUid = state.selectedUid;
      }
      if (CHANGES.some((key) => state[key] !== previous[key])) layer.whenSettled(sync);
    });
    sync();
    return () => {
      unsubscribe();
      Leaflet.DomEvent.off(pane, listeners);
      map.off('moveend zoomend', sync);
      layer.group.off('animationend', sync);
    };
  }, [map, layer, store]);
}
