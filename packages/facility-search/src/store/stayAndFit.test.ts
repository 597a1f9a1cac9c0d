import {
  defaultFilterSelection,
  EMPTY_VEHICLE_PROFILE,
  parseSearchQuery,
  type VehicleProfile,
} from '@nordpark/core';

const LTP = defaultFilterSelection('advanced');

import { describe, expect, it } from 'vitest';
import { numberedFacility } from '../testing/stayFixtures';
import { createTestSearchStore } from '../testing/testStore';
import type { StayPriceEntry } from './searchState';
import {
  matchingFacilities,
  selectMatchingFacilities,
  selectPriceOrderPending,
  selectShownFacilities,
  sortByStayPrice,
} from './selectors';

const place = { lat: 59.33, lng: 18.06, name: 'Odenplan', source: 'place' } as const;
const profile = (overrides: Partial<VehicleProfile>): VehicleProfile => ({
  ...EMPTY_VEHICLE_PROFILE,
  ...overrides,
});

async function searched(settings = {}) {
  const test = createTestSearchStore(settings);
  const searching = test.store.getState().search(place, { history: 'replace' });
  test.loads[0]?.resolve([]);
  await searching;
  test.history.length = 0;
  return test;
}

describe('the stay in the store and the URL', () => {
  it('until is written with a new history entry and kept for the session, after the date', async () => {
    const { store, history, saved } = await searched();
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    expect(store.getState().until).toBe('2026-12-14');
    expect(history.at(-1)?.mode).toBe('push');
    expect(parseSearchQuery(history.at(-1)?.query ?? '')).toMatchObject({
      date: '2026-12-11',
      until: '2026-12-14',
    });
    expect(saved.untils).toEqual(['2026-12-14']);
  });

  it('a last day before the first day, or more than a year after it, makes no stay', async () => {
    const { store } = await searched();
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-10');
    expect(store.getState().until).toBeNull();
    // 366 days, both ends counted, is the longest stay: 11 Dec 2026 … 11 Dec 2027.
    store.getState().setUntil('2027-12-12');
    expect(store.getState().until).toBeNull();
    store.getState().setUntil('2027-12-11');
    expect(store.getState().until).toBe('2027-12-11');
    store.getState().setUntil('2026-12-11');
    expect(store.getState().until).toBe('2026-12-11');
  });

  it('a first day moved past the last day ends the stay, and the URL loses until', async () => {
    const { store, history } = await searched();
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    store.getState().setDate('2026-12-15');
    expect(store.getState().until).toBeNull();
    expect(new URLSearchParams(history.at(-1)?.query).has('until')).toBe(false);
  });

  it('a new stay empties the prices of the last one; the same stay keeps them', async () => {
    const { store } = await searched();
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    const prices: Record<string, StayPriceEntry> = { f1: { status: 'loading' } };
    store.setState({ stayPrices: prices });
    store.getState().setUntil('2026-12-14');
    expect(store.getState().stayPrices).toBe(prices);
    store.getState().setUntil('2026-12-15');
    expect(store.getState().stayPrices).toEqual({});
  });

  it('sort=price is written only while there is a stay', async () => {
    const { store, history } = await searched();
    store.getState().setSort('price');
    expect(new URLSearchParams(history.at(-1)?.query).has('sort')).toBe(false);
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    expect(new URLSearchParams(history.at(-1)?.query).get('sort')).toBe('price');
  });

  it('stayPrice: false writes no until and no sort, whatever the state holds', async () => {
    const { store, history } = await searched({ stayPrice: false });
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    store.getState().setSort('price');
    const params = new URLSearchParams(history.at(-1)?.query);
    expect(params.get('date')).toBe('2026-12-11');
    expect(params.has('until')).toBe(false);
    expect(params.has('sort')).toBe(false);
  });
});

describe('the vehicle profile in the store and the URL', () => {
  it('setVehicle keeps it on the device and mirrors it in the URL in place', async () => {
    const { store, history, saved } = await searched();
    const car = profile({ heightCm: 205, ev: true, accessible: true });
    store.getState().setVehicle(car);
    expect(saved.vehicles).toEqual([car]);
    expect(history.map((entry) => entry.mode)).toEqual(['replace']);
    const params = new URLSearchParams(history[0]?.query);
    expect(params.get('vh')).toBe('205');
    expect(params.get('ev')).toBe('1');
    expect(params.get('acc')).toBe('1');
    expect(params.get('lat')).toBe('59.33');
  });

  it('fit=1 needs a profile; clearing the profile turns it off and empties the URL of both', async () => {
    const { store, history, saved } = await searched();
    store.getState().setFitOnly(true);
    expect(store.getState().fitOnly).toBe(false);
    store.getState().setVehicle(profile({ heightCm: 190 }));
    store.getState().setFitOnly(true);
    expect(store.getState().fitOnly).toBe(true);
    expect(history.at(-1)).toMatchObject({ mode: 'push' });
    expect(new URLSearchParams(history.at(-1)?.query).get('fit')).toBe('1');
    store.getState().setVehicle(profile({}));
    expect(store.getState()).toMatchObject({ vehicle: EMPTY_VEHICLE_PROFILE, fitOnly: false });
    expect(saved.vehicles.at(-1)).toBe(EMPTY_VEHICLE_PROFILE);
    const params = new URLSearchParams(history.at(-1)?.query);
    for (const key of ['vh', 'ev', 'acc', 'fit']) expect(params.has(key), key).toBe(false);
  });

  it('vehicleFit: false writes no vehicle and filters nothing by it', async () => {
    const { store, history } = await searched({ vehicleFit: false });
    store.getState().setVehicle(profile({ heightCm: 205 }));
    store.getState().setFitOnly(true);
    expect(new URLSearchParams(history.at(-1)?.query).has('vh')).toBe(false);
    const low = numberedFacility(1, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 180 } });
    store.setState({ facilities: [low] });
    expect(selectMatchingFacilities(store.getState()).map((f) => f.Uid)).toEqual(['f1']);
  });
});

describe('only places that fit', () => {
  // A 2.05 m vehicle: f1 indoor max 2.10 m fits, f2 indoor max 1.90 m is too low, f3 indoor
  // without a height is not known, f4 outdoor without a height fits, f5 has no EV charging.
  const facilities = [
    numberedFacility(1, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 210 } }),
    numberedFacility(2, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 190 } }),
    numberedFacility(3, { Indoor: true }),
    numberedFacility(4, { Services: ['electricChargingPoint'] }),
    numberedFacility(5, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 250 } }),
  ];

  it('the switch keeps only the places that fit: a height not known is not shown as fitting', async () => {
    const { store } = await searched();
    store.setState({ facilities });
    store.getState().setVehicle(profile({ heightCm: 205 }));
    expect(selectMatchingFacilities(store.getState())).toHaveLength(5);
    store.getState().setFitOnly(true);
    expect(selectMatchingFacilities(store.getState()).map((f) => f.Uid)).toEqual(['f1', 'f4', 'f5']);
  });

  it('it combines with the filters and with EV charging', () => {
    const withEv = profile({ heightCm: 205, ev: true });
    expect(matchingFacilities(facilities, LTP, withEv).map((f) => f.Uid)).toEqual(['f4']);
    expect(
      matchingFacilities(facilities, { ...LTP, Indoor: true }, profile({ heightCm: 205 })).map((f) => f.Uid),
    ).toEqual(['f1', 'f5']);
  });

  it('turning it on starts the list at 10 again', async () => {
    const { store } = await searched();
    store.getState().setVehicle(profile({ heightCm: 205 }));
    store.setState({ shownCount: 30 });
    store.getState().setFitOnly(true);
    expect(store.getState().shownCount).toBe(10);
  });

  it('applying the filter overlay can set it with the filters', async () => {
    const { store, history } = await searched();
    store.getState().setVehicle(profile({ heightCm: 205 }));
    store.getState().applyFilters({ ...LTP, Heated: true }, { fitOnly: true });
    expect(store.getState().fitOnly).toBe(true);
    expect(parseSearchQuery(history.at(-1)?.query ?? '')).toMatchObject({
      filters: ['Heated', 'LTP'],
      fitOnly: true,
    });
  });
});

describe('the price order', () => {
  const done = (totalMinor: number): StayPriceEntry => ({
    status: 'done',
    price: {
      cheapest: {
        product: {} as never,
        included: true,
        totalMinor,
        currency: 'SEK',
        basis: { kind: 'days', days: 4 },
        discountMinor: 0,
      },
      alternatives: [],
      excluded: [],
    },
  });
  const nothing: StayPriceEntry = {
    status: 'done',
    price: { cheapest: null, alternatives: [], excluded: [] },
  };

  it('cheapest first, then those still loading, then those without a price; ties keep distance order', () => {
    const list = [1, 2, 3, 4, 5, 6].map((n) => numberedFacility(n));
    const order = sortByStayPrice(list, {
      f1: { status: 'failed' },
      f2: done(89_500),
      f3: { status: 'loading' },
      f4: done(40_000),
      f5: nothing,
      f6: done(89_500),
    });
    expect(order.map((f) => f.Uid)).toEqual(['f4', 'f2', 'f6', 'f3', 'f1', 'f5']);
  });

  it('the list sorts its shown facilities by price only with a stay and the price order chosen', async () => {
    const { store } = await searched();
    const list = [1, 2, 3].map((n) => numberedFacility(n));
    store.setState({
      facilities: list,
      stayPrices: { f1: done(90_000), f2: done(50_000), f3: done(70_000) },
    });
    store.getState().setSort('price');
    expect(selectShownFacilities(store.getState()).map((f) => f.Uid)).toEqual(['f1', 'f2', 'f3']);
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    store.setState({ stayPrices: { f1: done(90_000), f2: done(50_000), f3: done(70_000) } });
    expect(selectShownFacilities(store.getState()).map((f) => f.Uid)).toEqual(['f2', 'f3', 'f1']);
    store.getState().setSort('distance');
    expect(selectShownFacilities(store.getState()).map((f) => f.Uid)).toEqual(['f1', 'f2', 'f3']);
  });

  it('while prices are on their way the order shown holds, new items after it; all in, it sorts once', async () => {
    const { store } = await searched();
    const list = Array.from({ length: 12 }, (_, i) => numberedFacility(i + 1));
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    store.getState().setSort('price');
    const loading: StayPriceEntry = { status: 'loading' };
    const tenLoading = Object.fromEntries(list.slice(0, 10).map((f) => [f.Uid, loading]));
    const uids = () => selectShownFacilities(store.getState()).map((f) => f.Uid);
    const distanceOrder = list.map((f) => f.Uid);
    store.setState({ facilities: list, stayPrices: tenLoading });
    expect(uids()).toEqual(distanceOrder.slice(0, 10));
    expect(selectPriceOrderPending(store.getState())).toBe(true);
    // The tenth, cheapest of all, answers first: nothing moves yet.
    store.setState({ stayPrices: { ...tenLoading, f10: done(1_000) } });
    expect(uids()).toEqual(distanceOrder.slice(0, 10));
    // All ten in: sorted once, cheapest first.
    const prices = Object.fromEntries(list.slice(0, 10).map((f, i) => [f.Uid, done(50_000 - i * 1_000)]));
    store.setState({ stayPrices: prices });
    const sorted = [...distanceOrder.slice(0, 10)].reverse();
    expect(uids()).toEqual(sorted);
    expect(selectPriceOrderPending(store.getState())).toBe(false);
    // Show more: the sorted ten hold, the two new ones after them until their prices are in.
    store.getState().showMore();
    store.setState({ stayPrices: { ...prices, f11: loading, f12: loading } });
    expect(uids()).toEqual([...sorted, 'f11', 'f12']);
    expect(selectPriceOrderPending(store.getState())).toBe(true);
    store.setState({ stayPrices: { ...prices, f11: done(100), f12: { status: 'failed' } } });
    expect(uids()).toEqual(['f11', ...sorted, 'f12']);
  });

  it('the distance order never waits for prices', async () => {
    const { store } = await searched();
    const list = [1, 2, 3].map((n) => numberedFacility(n));
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    store.setState({ facilities: list, stayPrices: { f1: { status: 'loading' } } });
    expect(selectPriceOrderPending(store.getState())).toBe(false);
    expect(selectShownFacilities(store.getState()).map((f) => f.Uid)).toEqual(['f1', 'f2', 'f3']);
  });

  it('the price order sorts the facilities shown (the nearest 10), never brings in the 11th', async () => {
    const { store } = await searched();
    const list = Array.from({ length: 12 }, (_, i) => numberedFacility(i + 1));
    store.getState().setDate('2026-12-11');
    store.getState().setUntil('2026-12-14');
    store.getState().setSort('price');
    store.setState({ facilities: list, stayPrices: { f10: done(10_000), f11: done(1_000) } });
    const shown = selectShownFacilities(store.getState()).map((f) => f.Uid);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('f10');
    expect(shown).not.toContain('f11');
  });
});
