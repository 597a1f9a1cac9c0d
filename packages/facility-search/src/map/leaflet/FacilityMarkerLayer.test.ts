import { facilities } from '@nordpark/fixtures';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FacilityMarkerLayer } from './FacilityMarkerLayer';
import { Leaflet } from './leaflet';

// Leaflet runs in happy-dom without layout: enough to check what the layer adds, removes and
// keeps; what is drawn is checked in Chromium (tests/browser/facility-search-map).
const loaded = facilities.filter((f) => f.Address.City === 'Stockholm').slice(0, 40);
let map: Leaflet.Map | undefined;

function createLayer() {
  const element = document.createElement('div');
  // No layout here: give the map a size, or nothing is ever in view.
  Object.defineProperty(element, 'clientWidth', { value: 800 });
  Object.defineProperty(element, 'clientHeight', { value: 600 });
  document.body.append(element);
  map = new Leaflet.Map(element, { center: [59.33, 18.07], zoom: 12, minZoom: 8, maxZoom: 18 });
  const onActivate = vi.fn();
  const layer = new FacilityMarkerLayer(map, {
    label: (f) => f.Name,
    clusterLabel: (n) => `${n} facilities`,
    onActivate,
  });
  return { layer, map, onActivate };
}

afterEach(() => {
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
    expect(addLayers).toHaveBeenCalledTimes(1);
    expect(addLayers.mock.calls[0]?.[0]).toHaveLength(loaded.length);
    expect(layer.size).toBe(loaded.length);
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
    const half = loaded.filter((_, i) => i % 2 === 0);
    const removeLayers = vi.spyOn(layer.group, 'removeLayers');
    const addLayers = vi.spyOn(layer.group, 'addLayers');
    layer.setFacilities(half);
    expect(removeLayers).toHaveBeenCalledTimes(1);
    expect(removeLayers.mock.calls[0]?.[0]).toHaveLength(loaded.length - half.length);
    expect(addLayers).not.toHaveBeenCalled();
    const removed = removeLayers.mock.calls[0]?.[0] ?? [];
    layer.setFacilities(loaded);
    // The markers put back are the very instances taken away.
    expect(addLayers.mock.calls[0]?.[0]).toEqual(removed);
    expect(new Set(addLayers.mock.calls[0]?.[0])).toEqual(new Set(removed));
    layer.setFacilities(loaded);
    expect(addLayers).toHaveBeenCalledTimes(1);
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
