import {
  arrowDirection,
  formatDistance,
  type LatLng,
  nearestInDirection,
  nearestOrFarthest,
} from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStoreApi } from '../store/SearchStoreContext';
import type { FacilityMarkerLayer, MapTarget } from './leaflet/FacilityMarkerLayer';
import { DECORATION_INPUTS } from './useMarkerLayer';

/** What changes the markers in view: the view is summarised again after each. */
const LOADS = ['facilities', 'filters'] as const;
/**
 * What else redraws markers (their selection, the stay's prices on their pins): Leaflet makes
 * every redrawn marker a tab stop again, so the tab stop is chosen again after each.
 */
const CHANGES = [...LOADS, 'selectedUid', ...DECORATION_INPUTS] as const;

/** How long the view must rest before it is summarised: a drag or a run of zooms is one change. */
const SUMMARY_DELAY = 1000;

/** The target nearest to (or farthest from) a point. */
function targetByDistance(targets: MapTarget[], which: 'nearest' | 'farthest', from: LatLng) {
  const index = nearestOrFarthest(
    from,
    targets.map((target, id) => ({ id, position: target.position })),
    which,
  );
  return index === null ? undefined : targets[index];
}

/**
 * The markers and clusters as one tab stop (a roving tabindex, WAI-ARIA APG): Tab enters on
 * the facility last focused or selected there, else on the one nearest the searched place; the
 * arrow keys move to the nearest target in their direction on screen (focusing one just
 * outside the view pans to it); Home and End go to the nearest and the farthest from the
 * searched place. Enter on a cluster zooms into it (markercluster) and focus goes to the
 * target nearest its centre. When a re-cluster, zoom or reload removes the focused element,
 * focus goes to the element that now holds its facility (or, for a cluster, to the target
 * nearest where it was), so it is never lost to the page.
 *
 * Returns the summary of the view for a polite live region: said once the view has rested
 * after a pan, zoom, reload or filter, never for the pans the keys make to show a marker.
 */
export function useMapKeyboard(map: LeafletMap | null, layer: FacilityMarkerLayer | null): string {
  const store = useSearchStoreApi();
  const t = useTranslate();
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (!map || !layer) return;
    const container = map.getContainer();
    /** The facility focus was last on in the map, or where the cluster it was on stood. */
    let rememberedUid = store.getState().selectedUid;
    let rememberedAt: LatLng | undefined;
    /** The element that had focus, while focus is in the map's markers. */
    let focused: Element | null = null;
    /** Enter on a cluster: focus follows into it once the zoom has drawn what it held. */
    let intoCluster = false;
    /** A key is moving focus: the pan that shows the marker is not news. */
    let byKey = false;
    let quiet = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const byDistance = (
      targets: MapTarget[],
      which: 'nearest' | 'farthest' = 'nearest',
      from: LatLng = store.getState().location ?? map.getCenter(),
    ) => targetByDistance(targets, which, from);

    const sync = () => {
      const targets = layer.drawn();
      for (const target of targets) target.element.tabIndex = -1;
      const stop =
        (rememberedUid && layer.holderOf(rememberedUid)) ||
        byDistance(targets, 'nearest', rememberedAt)?.element;
      if (!stop) return;
      stop.tabIndex = 0;
      // Focus left on the page by an element that went away, or on the map (markercluster's
      // choice after Enter on a cluster), goes on to the element that holds its facility now.
      const active = document.activeElement;
      if (
        (intoCluster || focused?.isConnected === false) &&
        (active === document.body || active === container)
      ) {
        intoCluster = false;
        stop.focus();
      }
    };

    const summarise = () => {
      const [nearest, ...rest] = layer.inView();
      setSummary(
        nearest
          ? t('search.map.summary', {
              count: rest.length + 1,
              name: nearest.Name,
              distance: formatDistance(nearest.Address.Distance, store.getState().language),
            })
          : t('search.map.summaryNone'),
      );
    };
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(summarise, SUMMARY_DELAY);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const targets = layer.drawn();
      const from = targets.find((target) => target.element === event.target);
      if (!from) return;
      intoCluster = event.key === 'Enter' && !from.uid;
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
      byKey = true;
      next.element.focus();
      byKey = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = layer.drawn().find((target) => target.element === event.target);
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
      if (event.relatedTarget) focused = null;
      else
        queueMicrotask(() => {
          if (focused !== element) return;
          if (element.isConnected) focused = null;
          else sync();
        });
    };

    const pane = map.getPanes().markerPane;
    pane.addEventListener('keydown', onKeyDown);
    pane.addEventListener('focusin', onFocusIn);
    pane.addEventListener('focusout', onFocusOut);
    const onMoveStart = () => {
      quiet = byKey;
    };
    const onMoveEnd = () => {
      if (!quiet) changed();
    };
    map.on('movestart', onMoveStart);
    map.on('moveend', onMoveEnd);
    map.on('moveend zoomend', sync);
    layer.group.on('animationend', sync);
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selectedUid !== previous.selectedUid && state.selectedUid) rememberedUid = state.selectedUid;
      if (CHANGES.some((key) => state[key] !== previous[key]))
        layer.whenSettled(() => {
          sync();
          if (LOADS.some((key) => state[key] !== previous[key])) changed();
        });
    });
    sync();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      pane.removeEventListener('keydown', onKeyDown);
      pane.removeEventListener('focusin', onFocusIn);
      pane.removeEventListener('focusout', onFocusOut);
      map.off('movestart', onMoveStart);
      map.off('moveend', onMoveEnd);
      map.off('moveend zoomend', sync);
      layer.group.off('animationend', sync);
    };
  }, [map, layer, store, t]);
  return summary;
}
