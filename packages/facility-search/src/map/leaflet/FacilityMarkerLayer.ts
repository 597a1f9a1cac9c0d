import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, type Facility, facilityLatLng } from '@nordpark/core';
import { clusterIconFactory } from './clusterIcon';
import { Leaflet, MarkerClusterGroup } from './leaflet';
import { cheapestOf, MarkerAdds } from './markerAdds';
import { createMarkerIcons, type MarkerLook } from './markerIcons';

/** Pins show the stay's amount from this zoom on; farther out they would crowd. */
export const PRICE_PIN_MIN_ZOOM = 14;

/** What a marker says of the visitor's stay and vehicle. */
export interface MarkerDecoration {
  /** The stay's amount as written ("765 kr"); null when the stay is not priced here. */
  amount: string | null;
  /** The same amount in minor units, to find the cheapest in view. */
  amountMinor: number | null;
  /** The place does not fit the vehicle: the pin is dimmed. */
  noFit: boolean;
  /** Indoors with no height given: never said to fit. */
  heightUnknown: boolean;
}

export const NO_DECORATION: MarkerDecoration = Object.freeze({
  amount: null,
  amountMinor: null,
  noFit: false,
  heightUnknown: false,
});

const byDistance = (a: Facility, b: Facility) => a.Address.Distance - b.Address.Distance;

const sameDecoration = (a: MarkerDecoration, b: MarkerDecoration) =>
  a.amount === b.amount &&
  a.amountMinor === b.amountMinor &&
  a.noFit === b.noFit &&
  a.heightUnknown === b.heightUnknown;

export interface FacilityMarkerLayerOptions {
  /**
   * A marker's accessible name (and tooltip): unique per facility. With the stay and vehicle decoration:
   * the stay's amount, the cheapest in view, a vehicle it does not fit.
   */
  label(facility: Facility, extras?: { decoration: MarkerDecoration; cheapest: boolean }): string;
  /** The stay and vehicle a marker shows; none without it. */
  decorate?(facility: Facility): MarkerDecoration;
  /** The word on the cheapest pin in view ("Billigast"). */
  cheapestLabel?: string;
  /** A cluster's accessible name for its count and the facility in it nearest the search. */
  clusterLabel(count: number, nearest: Facility | undefined): string;
  /** A marker was clicked, or activated with Enter or Space. */
  onActivate(uid: string, byKeyboard: boolean): void;
  /** Longest slice of marker work per task, in ms, before giving the page a turn. */
  chunkInterval?: number;
}

/** A marker or cluster drawn on the map, which the keyboard can move to. */
export interface MapTarget {
  element: HTMLElement;
  position: { lat: number; lng: number };
  /** The facility of a marker; null for a cluster. */
  uid: string | null;
}

interface Entry {
  marker: Leaflet.Marker;
  facility: Facility;
}

// markercluster processes addLayers in slices of `chunkInterval` ms; its default (200) makes
// tasks that long, far past a long task's 50. Its slices are kept to a long task's length,
// which costs a few setTimeout turns in total.
const DEFAULT_CHUNK_INTERVAL_MS = 50;

/**
 * The facilities' markers on a Leaflet map, clustered (MAP-08, MAP-09), without React. The
 * cluster group goes on the map before any marker is added (adding to a group off the map
 * is quadratic), markers are added and removed in bulk (`addLayers`, chunked by
 * markercluster), and each marker is created once per facility and kept while the facility
 * is loaded: a filter change only adds and removes the markers that changed.
 */
export class FacilityMarkerLayer {
  readonly group: Leaflet.MarkerClusterGroup;
  private readonly entries = new Map<string, Entry>();
  private readonly uidOf = new WeakMap<Leaflet.Layer, string>();
  private readonly shown = new Set<string>();
  private readonly icons = createMarkerIcons();
  private selected: string | null = null;
  private readonly decorations = new Map<string, MarkerDecoration>();
  /** The facilities with an amount for the stay. */
  private readonly priced = new Set<string>();
  /** The cheapest priced facilities in view (ties all), marked from PRICE_PIN_MIN_ZOOM on. */
  private cheapest = new Set<string>();
  private showAmounts: boolean;
  private readonly adds = new MarkerAdds(() => this.reconcile());

  constructor(
    private readonly map: Leaflet.Map,
    private readonly options: FacilityMarkerLayerOptions,
  ) {
    this.group = new MarkerClusterGroup({
      maxClusterRadius: CLUSTER_RADIUS_PX,
      disableClusteringAtZoom: CLUSTER_MAX_ZOOM + 1,
      chunkedLoading: true,
      chunkInterval: options.chunkInterval ?? DEFAULT_CHUNK_INTERVAL_MS,
      chunkDelay: 0,
      chunkProgress: (done, total) => this.adds.chunk(done, total),
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: false,
      iconCreateFunction: clusterIconFactory((cluster) =>
        options.clusterLabel(
          cluster.getChildCount(),
          // The nearest by a pass over the children, not a sort: a cluster far out holds thousands.
          cluster
            .getAllChildMarkers()
            .map((marker) => this.entries.get(this.uidOf.get(marker) ?? '')?.facility)
            .reduce((a, b) => (!a || (b && byDistance(b, a) < 0) ? b : a)),
        ),
      ),
    });
    map.addLayer(this.group);
    this.showAmounts = map.getZoom() >= PRICE_PIN_MIN_ZOOM;
    map.on('zoomend moveend', this.onView, this);
    this.group.on('click', this.onClick, this);
    this.group.on('keypress', this.onKeyPress, this);
  }

  /** Shows exactly these facilities (those without a usable position have no marker). */
  setFacilities(facilities: readonly Facility[]): void {
    const next = new Set<string>();
    const toAdd: Leaflet.Marker[] = [];
    for (const facility of facilities) {
      if (next.has(facility.Uid)) continue;
      const entry = this.entryFor(facility);
      if (!entry) continue;
      next.add(facility.Uid);
      if (!this.shown.has(facility.Uid)) toAdd.push(entry.marker);
    }
    const toRemove: Leaflet.Marker[] = [];
    for (const uid of this.shown) {
      const entry = this.entries.get(uid);
      if (entry && !next.has(uid)) toRemove.push(entry.marker);
    }
    if (toAdd.length === 0 && toRemove.length === 0) return;
    // A chunked add still running would put back markers removed now: reconcile at its end.
    this.adds.changed();
    this.shown.clear();
    for (const uid of next) this.shown.add(uid);
    this.apply(toAdd, toRemove);
    if (this.priced.size > 0) this.markCheapest();
  }

  /**
   * Asks `decorate` again for every marker (the stay's prices or the vehicle changed) and
   * redraws those whose look or name changed.
   */
  redecorate(): void {
    const decorate = this.options.decorate;
    if (!decorate) return;
    const changed = new Set<string>();
    for (const [uid, entry] of this.entries) {
      const next = decorate(entry.facility);
      const previous = this.decorations.get(uid) ?? NO_DECORATION;
      if (sameDecoration(previous, next)) continue;
      this.setDecoration(uid, next);
      changed.add(uid);
    }
    for (const uid of this.markCheapest(false)) changed.add(uid);
    for (const uid of changed) this.redraw(uid);
  }

  /** Forgets the markers of facilities that are no longer loaded (not merely filtered out). */
  retainOnly(loaded: readonly Facility[]): void {
    const keep = new Set(loaded.map((facility) => facility.Uid));
    for (const uid of this.entries.keys()) {
      if (!keep.has(uid) && !this.shown.has(uid)) {
        this.entries.delete(uid);
        this.decorations.delete(uid);
        this.priced.delete(uid);
      }
    }
  }

  /** Swaps the icons of the previously and newly selected markers (MAP-12, MAP-13). */
  setSelected(uid: string | null): void {
    if (uid === this.selected) return;
    const previous = this.selected;
    this.selected = uid;
    if (previous !== null) this.redraw(previous);
    if (uid !== null) this.redraw(uid);
  }

  /** Whether the marker is marked as the cheapest in view. */
  isCheapest(uid: string): boolean {
    return this.showAmounts && this.cheapest.has(uid);
  }

  /** Brings a facility's marker into view, opening its cluster (zooming in) if needed (MAP-14). */
  reveal(uid: string, done?: () => void): void {
    const entry = this.entries.get(uid);
    if (!entry || !this.shown.has(uid)) return;
    // Still in markercluster's chunked add: it goes on the map now, and the add skips it
    // (markercluster never adds a marker it has).
    if (!this.group.hasLayer(entry.marker)) this.group.addLayer(entry.marker);
    this.group.zoomToShowLayer(entry.marker, () => done?.());
  }

  /**
   * The markers and clusters drawn now (in view or just beyond it), each once: what the arrow
   * keys move between.
   */
  drawn(): MapTarget[] {
    const targets = new Map<Leaflet.Marker, MapTarget>();
    for (const uid of this.shown) {
      const marker = this.entries.get(uid)?.marker;
      // The marker itself when drawn, else the cluster drawn in its place.
      const holder = marker && this.group.getVisibleParent(marker);
      const element = holder?.getElement();
      if (!holder || !element) continue;
      targets.set(holder, {
        element,
        position: holder.getLatLng(),
        uid: holder === marker ? uid : null,
      });
    }
    return [...targets.values()];
  }

  /** The element that holds a facility now: its marker, or the cluster it is in. */
  holderOf(uid: string): HTMLElement | undefined {
    const marker = this.shown.has(uid) ? this.entries.get(uid)?.marker : undefined;
    return marker && this.group.getVisibleParent(marker)?.getElement();
  }

  /** How many markers are shown (clustered or not). */
  get size(): number {
    return this.shown.size;
  }

  /** The shown facilities in the map's view, nearest the search first. */
  inView(): Facility[] {
    const bounds = this.map.getBounds();
    return [...this.shown]
      .map((uid) => this.entries.get(uid) as Entry)
      .filter((entry) => bounds.contains(entry.marker.getLatLng()))
      .map((entry) => entry.facility)
      .sort(byDistance);
  }

  /**
   * Calls back once every marker asked for is clustered and drawn: at once when none is on its
   * way, else once markercluster's chunked add has ended. Never after destroy.
   */
  whenSettled(callback: () => void): void {
    this.adds.whenSettled(callback);
  }

  destroy(): void {
    this.adds.destroy();
    this.map.off('zoomend moveend', this.onView, this);
    this.group.off();
    // Cleared while still on the map: off the map, markercluster keeps its cluster tree.
    this.group.clearLayers();
    this.map.removeLayer(this.group);
    this.entries.clear();
    this.shown.clear();
  }

  private entryFor(facility: Facility): Entry | undefined {
    const known = this.entries.get(facility.Uid);
    if (known) {
      if (known.facility !== facility) this.refresh(known, facility);
      return known;
    }
    const position = facilityLatLng(facility);
    if (!position) return undefined;
    const decoration = this.options.decorate?.(facility) ?? NO_DECORATION;
    if (decoration !== NO_DECORATION) this.setDecoration(facility.Uid, decoration);
    const marker = new Leaflet.Marker([position.lat, position.lng], {
      icon: this.icons.get(facility, facility.Uid === this.selected, this.lookOf(facility.Uid)),
      title: this.labelOf(facility),
      keyboard: true,
      riseOnHover: true,
      autoPanOnFocus: true,
    });
    this.uidOf.set(marker, facility.Uid);
    const entry = { marker, facility };
    this.entries.set(facility.Uid, entry);
    return entry;
  }

  /** A newer load sent the facility again: its availability (and so its name) may differ. */
  private refresh(entry: Entry, facility: Facility): void {
    entry.facility = facility;
    this.setTitle(entry, this.labelOf(facility));
  }

  private setTitle(entry: Entry, title: string): void {
    if (entry.marker.options.title === title) return;
    entry.marker.options.title = title;
    const element = entry.marker.getElement();
    if (element) element.title = title;
  }

  private setDecoration(uid: string, decoration: MarkerDecoration): void {
    this.decorations.set(uid, decoration);
    if (decoration.amountMinor === null) this.priced.delete(uid);
    else this.priced.add(uid);
  }

  private lookOf(uid: string): MarkerLook {
    const decoration = this.decorations.get(uid) ?? NO_DECORATION;
    return {
      amount: this.showAmounts ? decoration.amount : null,
      cheapest: this.isCheapest(uid) ? (this.options.cheapestLabel ?? '') : null,
      dimmed: decoration.noFit,
    };
  }

  private labelOf(facility: Facility): string {
    const decoration = this.decorations.get(facility.Uid);
    return decoration
      ? this.options.label(facility, { decoration, cheapest: this.isCheapest(facility.Uid) })
      : this.options.label(facility);
  }

  /** Gives a marker the icon and name its selection, decoration and cheapness call for. */
  private redraw(uid: string): void {
    const entry = this.entries.get(uid);
    if (!entry) return;
    const selected = uid === this.selected;
    const icon = this.icons.get(entry.facility, selected, this.lookOf(uid));
    if (entry.marker.options.icon !== icon) entry.marker.setIcon(icon);
    entry.marker.setZIndexOffset(selected ? 1000 : this.isCheapest(uid) ? 500 : 0);
    this.setTitle(entry, this.labelOf(entry.facility));
  }

  /**
   * Finds the cheapest priced facilities in view (at least two priced there to compare) and,
   * unless told not to, redraws the markers that gained or lost the mark. Returns those.
   */
  private markCheapest(redraw = true): string[] {
    const next = new Set<string>();
    if (this.showAmounts && this.priced.size > 1) {
      const bounds = this.map.getBounds();
      const inView: [string, number][] = [];
      for (const uid of this.priced) {
        const entry = this.entries.get(uid);
        const amount = this.decorations.get(uid)?.amountMinor;
        if (entry && amount != null && this.shown.has(uid) && bounds.contains(entry.marker.getLatLng())) {
          inView.push([uid, amount]);
        }
      }
      for (const uid of cheapestOf(inView)) next.add(uid);
    }
    const changed = [...next, ...this.cheapest].filter((uid) => next.has(uid) !== this.cheapest.has(uid));
    this.cheapest = next;
    if (redraw) for (const uid of changed) this.redraw(uid);
    return changed;
  }

  /** The map moved or zoomed: amounts appear or go at PRICE_PIN_MIN_ZOOM, the cheapest in view changes. */
  private onView(): void {
    const show = this.map.getZoom() >= PRICE_PIN_MIN_ZOOM;
    if (show !== this.showAmounts) {
      this.showAmounts = show;
      const changed = new Set([...this.priced, ...this.markCheapest(false)]);
      for (const uid of changed) this.redraw(uid);
      return;
    }
    if (this.priced.size > 0) this.markCheapest();
  }

  private apply(toAdd: Leaflet.Marker[], toRemove: Leaflet.Marker[]): void {
    if (toRemove.length > 0) this.group.removeLayers(toRemove);
    if (toAdd.length === 0) {
      if (!this.adds.running) this.adds.settle();
      return;
    }
    this.adds.started();
    this.group.addLayers(toAdd);
  }

  /** Makes the group hold exactly the shown markers after overlapping changes. */
  private reconcile(): void {
    const toAdd: Leaflet.Marker[] = [];
    const toRemove: Leaflet.Marker[] = [];
    for (const [uid, { marker }] of this.entries) {
      const wanted = this.shown.has(uid);
      const present = this.group.hasLayer(marker);
      if (wanted && !present) toAdd.push(marker);
      else if (!wanted && present) toRemove.push(marker);
    }
    if (toAdd.length === 0 && toRemove.length === 0) this.adds.settle();
    else this.apply(toAdd, toRemove);
  }

  private onClick(event: Leaflet.LeafletEvent): void {
    const uid = this.uidOf.get((event as Leaflet.LeafletEvent & { layer: Leaflet.Layer }).layer);
    if (uid !== undefined) this.options.onActivate(uid, false);
  }

  private onKeyPress(event: Leaflet.LeafletEvent): void {
    const { layer, originalEvent } = event as Leaflet.LeafletEvent & {
      layer: Leaflet.Layer;
      originalEvent: KeyboardEvent;
    };
    // A role="button" answers Enter and Space, as a native button does.
    if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
    const uid = this.uidOf.get(layer);
    if (uid === undefined) return;
    originalEvent.preventDefault();
    this.options.onActivate(uid, true);
  }
}
