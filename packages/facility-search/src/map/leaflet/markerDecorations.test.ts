import { EMPTY_VEHICLE_PROFILE, stayPrice } from '@nordpark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { englishT } from '../../testing/messages';
import { FLEX, numberedFacility, PREBOOKING, STAY } from '../../testing/stayFixtures';
import { createTestSearchStore } from '../../testing/testStore';
import { markerLabel } from '../markerLabel';
import { markerDecoration } from '../useMarkerLayer';
import { FacilityMarkerLayer, type MarkerDecoration, NO_DECORATION } from './FacilityMarkerLayer';
import { Leaflet } from './leaflet';

// The pins with a stay and a vehicle: the stay's amount from zoom 14, the cheapest in view marked, places the
// vehicle does not fit dimmed, and all of it in the marker's name. happy-dom has no layout: the
// map is given a size so that something is in view.

let map: Leaflet.Map | undefined;
afterEach(() => {
  map?.remove();
  map = undefined;
  document.body.replaceChildren();
});

// Three facilities 100 m apart around Stockholm's centre (numberedFacility puts them on a line).
const [a, b, c] = [1, 2, 3].map((n) => numberedFacility(n)) as [
  ReturnType<typeof numberedFacility>,
  ReturnType<typeof numberedFacility>,
  ReturnType<typeof numberedFacility>,
];

function layerAt(zoom: number, decorations: Record<string, MarkerDecoration>) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 1200 });
  Object.defineProperty(element, 'clientHeight', { value: 800 });
  document.body.append(element);
  map = new Leaflet.Map(element, { center: [59.33, 18.062], zoom, minZoom: 8, maxZoom: 18 });
  const layer = new FacilityMarkerLayer(map, {
    label: (facility, extras) => markerLabel(englishT, facility, extras),
    decorate: (facility) => decorations[facility.Uid] ?? NO_DECORATION,
    cheapestLabel: 'Cheapest',
    clusterLabel: (n) => `${n} facilities`,
    onActivate: () => undefined,
  });
  layer.setFacilities([a, b, c]);
  const marker = (uid: string) =>
    (layer.group.getLayers() as Leaflet.Marker[]).find((m) =>
      m.options.title?.startsWith(`P-hus ${uid.slice(1)},`),
    );
  const look = (uid: string) => {
    const options = marker(uid)?.options;
    return {
      className: options?.icon?.options.className,
      // What the pin shows: the element its icon makes (the icon keeps its content parsed once).
      html: options?.icon?.createIcon().innerHTML ?? '',
      title: options?.title,
    };
  };
  return { layer, map, look, decorations };
}

const priced = (amount: string, amountMinor: number): MarkerDecoration => ({
  ...NO_DECORATION,
  amount,
  amountMinor,
});

describe('pins with the price for your stay', () => {
  test('from zoom 14 the amount is on the pin (hidden from screen readers, who hear it in the name)', () => {
    const { look } = layerAt(15, { f1: priced('SEK 895', 89_500) });
    expect(look('f1').className).toContain('np-marker--priced');
    expect(look('f1').html).toContain('<span class="np-marker__tag" aria-hidden="true">SEK 895</span>');
    expect(look('f1').title).toBe('P-hus 1, Testgatan 1, 100 m: spaces free, SEK 895 for your stay');
    expect(look('f2').html).not.toContain('np-marker__tag');
  });

  test('farther out than zoom 14 no amount is drawn; the name still says it', () => {
    const { look, map } = layerAt(13, { f1: priced('SEK 895', 89_500) });
    expect(look('f1').html).not.toContain('np-marker__tag');
    expect(look('f1').title).toBe('P-hus 1, Testgatan 1, 100 m: spaces free, SEK 895 for your stay');
    map.setZoom(14, { animate: false });
    expect(look('f1').html).toContain('SEK 895');
  });

  test('the cheapest in view is marked (in the name too); one priced pin alone is not "cheapest"', () => {
    const { look, layer, decorations } = layerAt(15, { f1: priced('SEK 895', 89_500) });
    expect(look('f1').className).not.toContain('np-marker--cheapest');
    decorations.f2 = priced('SEK 400', 40_000);
    decorations.f3 = priced('SEK 2,605', 260_500);
    layer.redecorate();
    expect(look('f2').className).toContain('np-marker--cheapest');
    expect(look('f2').html).toContain('<span class="np-marker__best">Cheapest</span>SEK 400');
    expect(look('f2').title).toBe(
      'P-hus 2, Testgatan 2, 200 m: spaces free, SEK 400 for your stay, cheapest in view',
    );
    expect(look('f1').className).not.toContain('np-marker--cheapest');
    expect(look('f3').className).not.toContain('np-marker--cheapest');
  });

  test('a pin out of view is not compared: the cheapest is of those in view', () => {
    const { look, map } = layerAt(15, {
      f1: priced('SEK 400', 40_000),
      f2: priced('SEK 895', 89_500),
      f3: priced('SEK 700', 70_000),
    });
    expect(look('f1').className).toContain('np-marker--cheapest');
    // Zoomed in east of f1 (lng 18.061): f2 (18.062) and f3 (18.063) are in view, f1 is not.
    map.setView([59.33, 18.0645], 18, { animate: false });
    expect(map.getBounds().contains([59.33, 18.061])).toBe(false);
    expect(look('f3').className).toContain('np-marker--cheapest');
    expect(look('f1').className).not.toContain('np-marker--cheapest');
    expect(look('f2').className).not.toContain('np-marker--cheapest');
  });

  test('a place the vehicle does not fit is dimmed and says so; a height not known is said', () => {
    const { look } = layerAt(15, {
      f1: { ...NO_DECORATION, noFit: true },
      f2: { ...NO_DECORATION, heightUnknown: true },
    });
    expect(look('f1').className).toContain('np-marker--dimmed');
    expect(look('f1').title).toBe('P-hus 1, Testgatan 1, 100 m: spaces free, does not fit your vehicle');
    expect(look('f2').className).not.toContain('np-marker--dimmed');
    expect(look('f2').title).toBe('P-hus 2, Testgatan 2, 200 m: spaces free, Height not known');
  });
});

describe('markerDecoration: what the store says of a pin', () => {
  test('the amount of the cheapest option for the stay, and the fit of the vehicle', () => {
    const { store } = createTestSearchStore();
    const low = numberedFacility(1, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 190 } });
    store.setState({
      date: STAY.from,
      until: STAY.until,
      vehicle: { ...EMPTY_VEHICLE_PROFILE, heightCm: 205 },
      stayPrices: { f1: { status: 'done', price: stayPrice([PREBOOKING, FLEX], STAY) } },
    });
    const decoration = markerDecoration(store.getState(), low, 'en');
    // Intl puts a no-break space between the currency and the amount.
    expect({ ...decoration, amount: decoration.amount?.replace(/\s/g, ' ') }).toEqual({
      amount: 'SEK 400',
      amountMinor: 40_000,
      noFit: true,
      heightUnknown: false,
    });
  });

  test('neither a stay nor a vehicle: no decoration at all (the plain, shared icons)', () => {
    const { store } = createTestSearchStore();
    expect(markerDecoration(store.getState(), a, 'en')).toBe(NO_DECORATION);
  });
});
