import { moveKey, moveTarget } from '@nordpark/core';
import { useEffect } from 'react';
import type { MapFocus } from './MapFocus';

/**
 * The markers and clusters as one tab stop (a roving tabindex, WAI-ARIA APG): the arrow keys
 * move to the nearest target in their direction on screen (focusing one just outside the view
 * pans to it); Home and End go to the nearest and the farthest from the searched place. Enter
 * on a cluster zooms into it (markercluster) and focus follows into it.
 */
export function useRovingTabStop(focus: MapFocus | null): void {
  useEffect(() => {
    if (!focus) return;
    const { map, layer } = focus;
    const onKeyDown = (event: KeyboardEvent) => {
      const targets = layer.drawn();
      const from = targets.findIndex((target) => target.element === event.target);
      if (from < 0) return;
      focus.intoCluster = event.key === 'Enter' && !targets[from]?.uid;
      const move = moveKey(event.key);
      if (!move) return;
      // Used here, whether or not there is a target that way: the page must not scroll.
      event.preventDefault();
      const onScreen = targets.map((target) => map.latLngToContainerPoint(target.position));
      const onGround = targets.map((target) => target.position);
      const next = targets[moveTarget(move, from, onScreen, onGround, focus.place()) ?? -1];
      if (!next) return;
      for (const target of targets) target.element.tabIndex = target === next ? 0 : -1;
      focus.byKey = true;
      next.element.focus();
      focus.byKey = false;
    };
    const pane = map.getPanes().markerPane;
    pane.addEventListener('keydown', onKeyDown);
    return () => pane.removeEventListener('keydown', onKeyDown);
  }, [focus]);
}
