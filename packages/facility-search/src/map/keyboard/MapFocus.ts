import { type FocusMemory, type LatLng, tabStop } from '@nordpark/core';
import type { Map as LeafletMap } from 'leaflet';
import type { FacilityMarkerLayer, MapTarget } from '../leaflet/FacilityMarkerLayer';

/**
 * What the map's keyboard hooks share while a map and its markers live: where focus was, the
 * element that has it, and why it is moving. `sync` makes one target the tab stop again after
 * anything redrew the markers, and hands on focus that a redraw took from the page.
 */
export class MapFocus {
  /** The facility focus was last on in the map, or where the cluster it was on stood. */
  memory: FocusMemory;
  /** The element that had focus, while focus is in the map's markers. */
  focused: Element | null = null;
  /** Enter on a cluster: focus follows into it once the zoom has drawn what it held. */
  intoCluster = false;
  /** A key is moving focus: the pan that shows the marker is not news. */
  byKey = false;

  constructor(
    readonly map: LeafletMap,
    readonly layer: FacilityMarkerLayer,
    private readonly searched: () => LatLng | null,
    selectedUid: string | null,
  ) {
    this.memory = { uid: selectedUid, at: undefined };
  }

  /** Where Home, End and a first Tab measure from: the searched place, else the map's centre. */
  place(): LatLng {
    return this.searched() ?? this.map.getCenter();
  }

  /** The drawn target an event happened on, if it is one. */
  targetOf(element: EventTarget | null): MapTarget | undefined {
    return this.layer.drawn().find((target) => target.element === element);
  }

  readonly sync = (): void => {
    const targets = this.layer.drawn();
    for (const target of targets) target.element.tabIndex = -1;
    const stop = tabStop(targets, this.memory, this.place(), (uid) => {
      const holder = this.layer.holderOf(uid);
      return holder && targets.find((target) => target.element === holder);
    })?.element;
    if (!stop) return;
    stop.tabIndex = 0;
    // Focus left on the page by an element that went away, or on the map (markercluster's
    // choice after Enter on a cluster), goes on to the element that holds its facility now.
    const active = document.activeElement;
    if (
      (this.intoCluster || this.focused?.isConnected === false) &&
      (active === document.body || active === this.map.getContainer())
    ) {
      this.intoCluster = false;
      stop.focus();
    }
  };
}
