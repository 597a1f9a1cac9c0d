import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, type Facility, facilityLatLng } from '@nordpark/core';
import { clusterIconFactory } from './clusterIcon';
import { Leaflet, MarkerClusterGroup } from './leaflet';
import { createMarkerIcons } from './markerIcons';

export interface FacilityMarkerLayerOptions {
  /** A marker's accessible name (and tooltip): unique per facility. */
  label(facility: Facility): string;
  /** A cluster's accessible name for its count. */
  clusterLabel(count: number): string;
  /** A marker was clicked, or activated with Enter or Space. */
  onActivate(uid: string, byKeyboard: boolean): void;
  /** Longest slice of marker work per task, in ms, before giving the page a turn. */
  chunkInterval?: number;
  /** Called when every marker of a setFacilities call is clustered and drawn. */
  onSettled?(): void;
}

interface Entry {
  marker: Leaflet.Marker;
  facility: Facility;
}

// markercluster processes addLayers in slices of `chunkInterval` ms; its default (200) makes
// tasks of 200 ms, the ceiling we are allowed. 50 keeps every task short and costs a few
// setTimeout turns in total.
const DEFAULT_CHUNK_INTERVAL_MS = 50;

/**
 * The facilities' markers on a Leaflet map, clustered (MAP-08, MAP-09), without React. The
 * cluster group goes on the map before any marker is added (adding to a group off the map
 * is quadratic), markers are added and removed in bulk (`addLayers`, chunked), and each
 * marker is created once per facility and kept while the facility is loaded: a filter change
 * only adds and removes the markers that changed.
 */
export class FacilityMarkerLayer {
  readonly group: Leaflet.MarkerClusterGroup;
  private readonly entries = new Map<string, Entry>();
  private readonly uidOf = new WeakMap<Leaflet.Layer, string>();
  private readonly shown = new Set<string>();
  private readonly icons = createMarkerIcons();
  private selected: string | null = null;
  /** Chunked addLayers calls still running. */
  private pending = 0;
  /** The wanted set changed while a chunked add was running: check the group when it ends. */
  private dirty = false;

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
      chunkProgress: (done, total) => this.onChunk(done, total),
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: false,
      iconCreateFunction: clusterIconFactory(options.clusterLabel),
    });
    map.addLayer(this.group);
    this.group.on('click', this.onClick, this);
    this.group.on('keypress', this.onKeyPress, this);
    this.group.on('clusterkeypress', this.onClusterKeyPress, this);
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
    if (this.pending > 0) this.dirty = true;
    this.shown.clear();
    for (const uid of next) this.shown.add(uid);
    this.apply(toAdd, toRemove);
  }

  /** Forgets the markers of facilities that are no longer loaded (not merely filtered out). */
  retainOnly(loaded: readonly Facility[]): void {
    const keep = new Set(loaded.map((facility) => facility.Uid));
    for (const uid of this.entries.keys()) {
      if (!keep.has(uid) && !this.shown.has(uid)) this.entries.delete(uid);
    }
  }

  /** Swaps the icons of the previously and newly selected markers (MAP-12, MAP-13). */
  setSelected(uid: string | null): void {
    if (uid === this.selected) return;
    const previous = this.selected === null ? undefined : this.entries.get(this.selected);
    if (previous) {
      previous.marker.setIcon(this.icons.get(previous.facility, false));
      previous.marker.setZIndexOffset(0);
    }
    this.selected = uid;
    const current = uid === null ? undefined : this.entries.get(uid);
    if (current) {
      current.marker.setIcon(this.icons.get(current.facility, true));
      current.marker.setZIndexOffset(1000);
    }
  }

  /** Brings a facility's marker into view, opening its cluster (zooming in) if needed (MAP-14). */
  reveal(uid: string, done?: () => void): void {
    const entry = this.entries.get(uid);
    if (!entry || !this.shown.has(uid)) return;
    this.group.zoomToShowLayer(entry.marker, () => done?.());
  }

  /** The marker's element, when it is drawn (not hidden in a cluster or out of view). */
  elementOf(uid: string): HTMLElement | undefined {
    return this.entries.get(uid)?.marker.getElement();
  }

  /** How many markers are shown (clustered or not). */
  get size(): number {
    return this.shown.size;
  }

  destroy(): void {
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
    const marker = new Leaflet.Marker([position.lat, position.lng], {
      icon: this.icons.get(facility, facility.Uid === this.selected),
      title: this.options.label(facility),
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
    const title = this.options.label(facility);
    if (entry.marker.options.title === title) return;
    entry.marker.options.title = title;
    const element = entry.marker.getElement();
    if (element) element.title = title;
  }

  private apply(toAdd: Leaflet.Marker[], toRemove: Leaflet.Marker[]): void {
    if (toRemove.length > 0) this.group.removeLayers(toRemove);
    if (toAdd.length > 0) {
      this.pending += 1;
      this.group.addLayers(toAdd);
    } else if (this.pending === 0) {
      this.options.onSettled?.();
    }
  }

  private onChunk(done: number, total: number): void {
    if (done < total) return;
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending > 0) return;
    if (this.dirty) {
      this.dirty = false;
      this.reconcile();
      return;
    }
    this.options.onSettled?.();
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
    if (toAdd.length === 0 && toRemove.length === 0) this.options.onSettled?.();
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

  private onClusterKeyPress(event: Leaflet.LeafletEvent): void {
    const { originalEvent } = event as Leaflet.LeafletEvent & { originalEvent: KeyboardEvent };
    if (originalEvent.key !== 'Enter') return;
    // The cluster's element goes away as the map zooms into it; keep focus on the map
    // instead of letting it fall to the page's body.
    this.map.once('zoomend moveend', () => this.map.getContainer().focus({ preventScroll: true }));
  }
}
