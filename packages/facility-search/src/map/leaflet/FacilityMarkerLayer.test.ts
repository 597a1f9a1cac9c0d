import { facilities } from '@nordpark/fixtures';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FacilityMarkerLayer } from './FacilityMarkerLayer';
import { Leaflet } from './leaflet';

// Leaflet runs in happy-dom without layout: enough to check what the layer adds, removes and
// keeps; what is drawn is checked in Chromium (tests/browser/facility-search-map).
const loaded = facilities.filter((f) => f.Address.City === 'Stockholm').slice(0, 40);
let map: Leaflet.Map | undefined;

function createLayer(chunkInterval?: number) {
  const element = document.createElement('div');
  // No layout here: give the map a size, or nothing is ever in view.
  Object.defineProperty(element, 'clientWidth', { value: 800 });
  Object.defineProperty(element, 'clientHeight', { value: 600 });
  document.body.append(element);
  map = new Leaflet.Map(element, { center: [59.33, 18.07], zoom: 12, minZoom: 8, maxZoom: 18 });
  const onActivate = vi.fn();
  const layer = new FacilityMarkerLayer(map, {
    label: (f) => f.Name,
    clusterLabel: (n, nearest) => `${n} facilities, nearest ${nearest?.Name}`,
    onActivate,
    ...(chunkInterval === undefined ? {} : { chunkInterval }),
  });
  return { layer, map, onActivate };
}

// markercluster adds a large set in chunks, each in a task of its own (setTimeout): the tests
// run those tasks when they need every marker there.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

/**
 * A layer whose markercluster adds 200 markers a chunk, whatever this machine's speed. It reads
 * its clock as a chunk starts and every 200 markers, and ends the chunk once more than the
 * interval (1 ms) has passed: a clock that moves on a millisecond at each reading passes it at
 * the second look.
 */
function createChunkingLayer() {
  let now = 0;
  vi.spyOn(Date.prototype, 'getTime').mockImplementation(() => (now += 1));
  return createLayer(1);
}

/** Every marker the layer still has to add, added. */
const addWaiting = () => vi.runAllTimers();

/** Markers passed to every addLayers call a spy saw. */
const added = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.flatMap((call) => call[0] as Leaflet.Marker[]);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  map?.remove();
  map = undefined;
  document.body.replaceChildren();
});

describe('FacilityMarkerLayer', () => {
  test('the cluster group is on the map before any marker is added (no quadratic add)', () => {
    const { layer, map } = createLayer();
    expect(map.hasLayer(layer.group)).toBe(true);
    const addLayers = vi.spyOn(layer.group, 'addLayers');
    layer.setFacilities(loaded);
    addWaiting();
    expect(added(addLayers)).toHaveLength(loaded.length);
    expect(layer.group.getLayers()).toHaveLength(loaded.length);
    expect(layer.size).toBe(loaded.length);
  });

  test('the markers go to the group in one call, in the order given, and the layer settles once they are drawn', async () => {
    const { layer } = createLayer();
    const settled = vi.fn();
    const addLayers = vi.spyOn(layer.group, 'addLayers');
    layer.setFacilities(loaded);
    layer.whenSettled(settled);
    expect(addLayers).toHaveBeenCalledTimes(1);
    expect(added(addLayers).map((m) => m.options.title)).toEqual(loaded.map((f) => f.Name));
    addWaiting();
    await Promise.resolve();
    expect(layer.group.getLayers()).toHaveLength(loaded.length);
    expect(settled).toHaveBeenCalledTimes(1);
    // Nothing on its way: at once.
    const now = vi.fn();
    layer.whenSettled(now);
    expect(now).toHaveBeenCalledTimes(1);
  });

  test('a large set settles only when markercluster has added its last chunk', async () => {
    const { layer } = createChunkingLayer();
    const settled = vi.fn();
    layer.setFacilities(facilities);
    layer.whenSettled(settled);
    await Promise.resolve();
    expect(layer.group.getLayers().length).toBeLessThan(layer.size);
    expect(settled).not.toHaveBeenCalled();
    addWaiting();
    await Promise.resolve();
    expect(layer.group.getLayers()).toHaveLength(layer.size);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  test('a marker still in a chunked add can be revealed (a list selection during the fill)', () => {
    const { layer } = createChunkingLayer();
    layer.setFacilities(facilities);
    const last = facilities.at(-1);
    if (!last) throw new Error('fixtures');
    const titles = () => layer.group.getLayers().map((m) => (m as Leaflet.Marker).options.title);
    expect(titles()).not.toContain(last.Name);
    expect(() => layer.reveal(last.Uid)).not.toThrow();
    expect(titles()).toContain(last.Name);
    addWaiting();
    expect(layer.group.getLayers()).toHaveLength(layer.size);
  });

  test('a facility forgotten and loaded again is drawn once', () => {
    const { layer } = createLayer();
    layer.setFacilities(loaded);
    const late = loaded.at(-1);
    if (!late) throw new Error('fixtures');
    const others = loaded.slice(0, -1);
    layer.setFacilities(others);
    layer.retainOnly(others);
    layer.setFacilities(loaded);
    addWaiting();
    const drawn = layer.group.getLayers().filter((m) => (m as Leaflet.Marker).options.title === late.Name);
    expect(drawn).toHaveLength(1);
    expect(layer.group.getLayers()).toHaveLength(loaded.length);
  });

  test("the facilities in view, nearest the search first, and a cluster's name with the nearest inside", () => {
    const { layer, map } = createLayer();
    layer.setFacilities(loaded);
    addWaiting();
    const at = (f: (typeof loaded)[number]) =>
      Leaflet.latLng(f.Address.Marker.Coordinates[1], f.Address.Marker.Coordinates[0]);
    const facilityAt = (marker: Leaflet.Marker) => loaded.find((f) => at(f).equals(marker.getLatLng()));
    const inView = layer.inView();
    expect(inView.length).toBeGreaterThan(1);
    expect(inView.map((f) => f.Uid).sort()).toEqual(
      loaded
        .filter((f) => map.getBounds().contains(at(f)))
        .map((f) => f.Uid)
        .sort(),
    );
    const distances = inView.map((f) => f.Address.Distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // A cluster at zoom 12: named for its count and the facility in it nearest the search.
    const cluster = (layer.group.getLayers() as Leaflet.Marker[])
      .map((marker) => layer.group.getVisibleParent(marker))
      .find((parent): parent is Leaflet.MarkerCluster => parent !== null && 'getChildCount' in parent);
    if (!cluster) throw new Error('no cluster at zoom 12');
    const [nearest] = cluster
      .getAllChildMarkers()
      .map(facilityAt)
      .sort((a, b) => (a?.Address.Distance ?? 0) - (b?.Address.Distance ?? 0));
    const icon = (layer.group.options as Leaflet.MarkerClusterGroupOptions).iconCreateFunction?.(
      cluster,
    ) as Leaflet.DivIcon;
    expect(icon.createIcon().getAttribute('aria-label')).toBe(
      `${cluster.getChildCount()} facilities, nearest ${nearest?.Name}`,
    );
  });

  test('MAP-08 MAP-09 clusters up to zoom 14 with radius 60', () => {
    const { layer } = createLayer();
    const options = layer.group.options as Leaflet.MarkerClusterGroupOptions;
    expect(options.disableClusteringAtZoom).toBe(15);
    expect(options.maxClusterRadius).toBe(60);
    expect(options.chunkedLoading).toBe(true);
  });

  test('a filter change adds and removes only what changed, keeping marker instances', () => {
    const { layer } = createLayer();
    layer.setFacilities(loaded);
    addWaiting();
    const half = loaded.filter((_, i) => i % 2 === 0);
    const removeLayers = vi.spyOn(layer.group, 'removeLayers');
    const addLayers = vi.spyOn(layer.group, 'addLayers');
    layer.setFacilities(half);
    expect(removeLayers).toHaveBeenCalledTimes(1);
    expect(removeLayers.mock.calls[0]?.[0]).toHaveLength(loaded.length - half.length);
    expect(addLayers).not.toHaveBeenCalled();
    const removed = removeLayers.mock.calls[0]?.[0] ?? [];
    layer.setFacilities(loaded);
    addWaiting();
    // The markers put back are the very instances taken away.
    expect(added(addLayers)).toEqual(removed);
    const calls = addLayers.mock.calls.length;
    layer.setFacilities(loaded);
    addWaiting();
    expect(addLayers).toHaveBeenCalledTimes(calls);
  });

  test('facilities loaded twice or without a position get one marker or none', () => {
    const { layer } = createLayer();
    const [a, b] = loaded;
    if (!a || !b) throw new Error('fixtures');
    const lost = {
      ...b,
      Address: { ...b.Address, Marker: { Coordinates: [Number.NaN, 0] as [number, number] } },
    };
    layer.setFacilities([a, a, lost]);
    expect(layer.size).toBe(1);
  });

  test('MAP-12 MAP-13 selection swaps the icon to the selected (roof for indoor) variant and back', () => {
    const { layer } = createLayer();
    const indoor = loaded.find((f) => f.Indoor);
    const outdoor = loaded.find((f) => !f.Indoor);
    if (!indoor || !outdoor) throw new Error('fixtures');
    layer.setFacilities([indoor, outdoor]);
    const iconOf = (uid: string) =>
      (layer.group.getLayers() as Leaflet.Marker[]).find(
        (m) => m.options.title === loaded.find((f) => f.Uid === uid)?.Name,
      )?.options.icon?.options;
    layer.setSelected(indoor.Uid);
    expect(iconOf(indoor.Uid)).toMatchObject({
      className: 'np-marker np-marker--indoor np-marker--selected',
      iconSize: [40, 49],
    });
    layer.setSelected(outdoor.Uid);
    expect(iconOf(indoor.Uid)).toMatchObject({
      className: 'np-marker np-marker--indoor',
      iconSize: [30, 33],
    });
    expect(iconOf(outdoor.Uid)).toMatchObject({
      className: 'np-marker np-marker--outdoor np-marker--selected',
    });
  });

  test('a marker click or Enter activates its facility; the keyboard is told apart', () => {
    const { layer, onActivate } = createLayer();
    const [first] = loaded;
    if (!first) throw new Error('fixtures');
    layer.setFacilities([first]);
    const marker = layer.group.getLayers()[0] as Leaflet.Marker;
    marker.fire('click', {}, true);
    expect(onActivate).toHaveBeenLastCalledWith(first.Uid, false);
    marker.fire('keypress', { originalEvent: new KeyboardEvent('keypress', { key: 'Enter' }) }, true);
    expect(onActivate).toHaveBeenLastCalledWith(first.Uid, true);
    marker.fire('keypress', { originalEvent: new KeyboardEvent('keypress', { key: 'a' }) }, true);
    expect(onActivate).toHaveBeenCalledTimes(2);
  });

  test('destroy takes the group off the map and forgets every marker', () => {
    const { layer, map } = createLayer();
    layer.setFacilities(loaded);
    layer.destroy();
    expect(map.hasLayer(layer.group)).toBe(false);
    expect(layer.group.getLayers()).toHaveLength(0);
  });
});
