import { defaultFilterSelection, parseSearchQuery, type SearchLocation, toggleFilter } from '@nordpark/core';
import { describe, expect, it } from 'vitest';
import { createTestSearchStore, facilitiesIn } from '../testing/testStore';
import { BACK_ONLINE_RETRY_MS } from './nearbyLoads';
import { selectMatchingFacilities, selectShownFacilities } from './selectors';

const odenplan: SearchLocation = {
  lat: 59.343,
  lng: 18.049,
  name: 'Odenplan',
  address: 'Odenplan, Stockholm',
  source: 'place',
};
const gothenburg: SearchLocation = { lat: 57.7, lng: 11.97, name: 'Göteborg C', source: 'place' };

describe('createSearchStore', () => {
  it('SRCH-29: choosing a place loads the nearby facilities, sorted by distance and de-duplicated', async () => {
    const { store, loads } = createTestSearchStore();
    const found = facilitiesIn('Stockholm', 12);
    const searching = store.getState().search(odenplan);
    expect(store.getState().status).toBe('loading');
    expect(loads[0]?.centre).toEqual(odenplan);
    loads[0]?.resolve([...found, ...found.slice(0, 1)]);
    await searching;
    const state = store.getState();
    expect(state.status).toBe('done');
    expect(state.facilities).toHaveLength(12);
    const distances = state.facilities.map((f) => f.Address.Distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(state.query).toBe('Odenplan');
    expect(state.lastLoadCentre).toEqual({ lat: odenplan.lat, lng: odenplan.lng });
  });

  it('a load that a newer one replaces is aborted and its answer never shown', async () => {
    const { store, loads } = createTestSearchStore();
    const first = store.getState().search(odenplan);
    const second = store.getState().search(gothenburg);
    expect(loads[0]?.signal.aborted).toBe(true);
    loads[1]?.resolve(facilitiesIn('Göteborg', 3));
    await second;
    loads[0]?.resolve(facilitiesIn('Stockholm', 8));
    await first;
    expect(store.getState().facilities.map((f) => f.Address.City)).toEqual([
      'Göteborg',
      'Göteborg',
      'Göteborg',
    ]);
    expect(store.getState().location?.name).toBe('Göteborg C');
  });

  it('ERR-24: a load that answers nothing leaves the done state with an empty list', async () => {
    const { store, loads } = createTestSearchStore();
    const searching = store.getState().search(odenplan);
    loads[0]?.resolve([]);
    await searching;
    expect(store.getState()).toMatchObject({ status: 'done', facilities: [] });
  });

  it('SRCH-10: a search pushes a new history entry with name, address, lat and lng', async () => {
    const { store, history } = createTestSearchStore({}, 'utm_source=cms');
    void store.getState().search(odenplan, { history: 'push' });
    expect(history).toHaveLength(1);
    expect(history[0]?.mode).toBe('push');
    const params = new URLSearchParams(history[0]?.query);
    expect(params.get('utm_source')).toBe('cms');
    expect(parseSearchQuery(history[0]?.query ?? '')).toMatchObject({
      name: 'Odenplan',
      address: 'Odenplan, Stockholm',
      lat: odenplan.lat,
      lng: odenplan.lng,
    });
  });

  it('SRCH-11: asked to, a search replaces the current entry instead of pushing one', () => {
    const { store, history } = createTestSearchStore();
    void store.getState().search(odenplan, { history: 'replace' });
    expect(history.map((e) => e.mode)).toEqual(['replace']);
  });

  it('SRCH-33: a chosen place is remembered for the session', () => {
    const { store, saved } = createTestSearchStore();
    void store.getState().search(odenplan);
    expect(saved.locations).toEqual([odenplan]);
  });

  it('SRCH-08: applying filters writes f and p with a new history entry and starts the list again', async () => {
    const { store, loads, history } = createTestSearchStore();
    const searching = store.getState().search(odenplan, { history: 'none' });
    loads[0]?.resolve(facilitiesIn('Stockholm', 40));
    await searching;
    store.getState().showMore({ history: 'none' });
    const selection = toggleFilter(defaultFilterSelection('advanced'), 'Heated', true);
    store.getState().applyFilters({ ...selection, ParkingSpaceTypeSelection: { Garage: true } });
    expect(store.getState().shownCount).toBe(10);
    expect(history.at(-1)?.mode).toBe('push');
    const params = new URLSearchParams(history.at(-1)?.query);
    expect(params.get('f')).toBe('Heated,LTP');
    expect(params.get('p')).toBe('Garage');
  });

  it('FLT-10: the advanced default LTP is not written to the URL; the simple default has no LTP', () => {
    const advanced = createTestSearchStore();
    advanced.store.getState().applyFilters(defaultFilterSelection('advanced'));
    expect(advanced.history).toEqual([]);
    expect(advanced.store.getState().filters.LTP).toBe(true);
    expect(createTestSearchStore({ variant: 'simple' }).store.getState().filters.LTP).toBe(false);
  });

  it('SRCH-39, SRCH-40: 10 facilities are shown first and each show-more adds 10, kept in the URL as items', async () => {
    const { store, loads, history } = createTestSearchStore({ variant: 'simple' });
    const searching = store.getState().search(odenplan, { history: 'none' });
    loads[0]?.resolve(facilitiesIn('Stockholm', 25));
    await searching;
    expect(selectShownFacilities(store.getState())).toHaveLength(10);
    store.getState().showMore();
    expect(selectShownFacilities(store.getState())).toHaveLength(20);
    expect(history.at(-1)).toMatchObject({ mode: 'replace' });
    expect(new URLSearchParams(history.at(-1)?.query).get('items')).toBe('20');
    store.getState().showMore();
    expect(selectShownFacilities(store.getState())).toHaveLength(25);
  });

  it('FLT-04: the matching list holds only facilities that match every selected filter', async () => {
    const { store, loads } = createTestSearchStore({ variant: 'simple' });
    const searching = store.getState().search(odenplan, { history: 'none' });
    loads[0]?.resolve(facilitiesIn('Stockholm', 40));
    await searching;
    store
      .getState()
      .applyFilters({ ...defaultFilterSelection('simple'), Indoor: true, Heated: true }, { history: 'none' });
    const matching = selectMatchingFacilities(store.getState());
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.every((f) => f.Indoor && f.Info.Heated)).toBe(true);
    // Memoised: the same array while neither the facilities nor the filters change.
    expect(selectMatchingFacilities(store.getState())).toBe(matching);
  });

  it('a map reload merges with what is loaded and keeps the list length and selection', async () => {
    const { store, loads } = createTestSearchStore();
    const stockholm = facilitiesIn('Stockholm', 30);
    const first = store.getState().search(odenplan, { history: 'none' });
    loads[0]?.resolve(stockholm.slice(0, 20));
    await first;
    store.getState().showMore({ history: 'none' });
    const picked = stockholm[3]?.Uid ?? '';
    store.getState().select(picked);
    const reload = store.getState().search({ lat: 59.34, lng: 18.06, source: 'map' }, { merge: true });
    expect(store.getState()).toMatchObject({ status: 'loading', merging: true });
    loads[1]?.resolve(stockholm.slice(10, 30));
    await reload;
    const state = store.getState();
    expect(state.facilities).toHaveLength(30);
    expect(state.merging).toBe(false);
    expect(state.shownCount).toBe(20);
    expect(state.selectedUid).toBe(picked);
  });

  it('a new search drops a selection the new result does not hold', async () => {
    const { store, loads } = createTestSearchStore();
    const first = store.getState().search(odenplan, { history: 'none' });
    loads[0]?.resolve(facilitiesIn('Stockholm', 5));
    await first;
    store.getState().select(store.getState().facilities[0]?.Uid ?? null);
    expect(store.getState().selectedUid).not.toBeNull();
    const second = store.getState().search(gothenburg, { history: 'none' });
    expect(store.getState().selectedUid).toBeNull();
    loads[1]?.resolve(facilitiesIn('Göteborg', 5));
    await second;
    expect(store.getState().selectedUid).toBeNull();
  });

  it('"Show on map" selects and asks the map for focus; the map taking it, or another selection, ends the request', () => {
    const { store } = createTestSearchStore();
    const [first, second] = facilitiesIn('Stockholm', 2).map((facility) => facility.Uid);
    store.getState().showOnMap(first ?? '');
    expect(store.getState()).toMatchObject({ selectedUid: first, mapFocusUid: first });
    store.getState().mapFocusTaken();
    expect(store.getState()).toMatchObject({ selectedUid: first, mapFocusUid: null });
    store.getState().showOnMap(first ?? '');
    store.getState().select(second ?? null);
    expect(store.getState()).toMatchObject({ selectedUid: second, mapFocusUid: null });
  });

  it('setDate keeps the date for the session and in the URL', () => {
    const { store, saved, history } = createTestSearchStore();
    store.getState().setDate('2026-12-01');
    expect(saved.dates).toEqual(['2026-12-01']);
    expect(new URLSearchParams(history.at(-1)?.query).get('date')).toBe('2026-12-01');
  });

  it('dispose aborts a running load, so an unmounted island never updates', async () => {
    const { store, loads } = createTestSearchStore();
    const searching = store.getState().search(odenplan);
    store.getState().dispose();
    expect(loads[0]?.signal.aborted).toBe(true);
    loads[0]?.resolve(facilitiesIn('Stockholm', 3));
    await searching;
    expect(store.getState().status).toBe('loading');
    expect(store.getState().facilities).toEqual([]);
  });

  it('SRCH-14: customer-service mode starts waiting; the default page starts locating', () => {
    expect(createTestSearchStore({ pageType: 'customerservice' }).store.getState().status).toBe('waiting');
    expect(createTestSearchStore().store.getState().status).toBe('locating');
  });
});

describe('honest network states', () => {
  const place = { lat: 59.33, lng: 18.06, source: 'place' as const, name: 'Stockholm' };

  it('ERR-25 a failed call leaves the list empty and says it failed, unlike an empty answer', async () => {
    const { store, loads } = createTestSearchStore();
    const failing = store.getState().search(place);
    loads[0]?.fail();
    await failing;
    expect(store.getState()).toMatchObject({ status: 'done', facilities: [], loadProblem: 'failed' });
    const empty = store.getState().search(place);
    loads[1]?.resolve([]);
    await empty;
    expect(store.getState()).toMatchObject({ status: 'done', facilities: [], loadProblem: null });
  });

  it('Retry repeats the same search', async () => {
    const { store, loads } = createTestSearchStore();
    const failing = store.getState().search(place);
    loads[0]?.fail();
    await failing;
    const retried = store.getState().retry();
    expect(loads).toHaveLength(2);
    expect(loads[1]).toMatchObject({ lat: place.lat, lng: place.lng });
    loads[1]?.resolve(facilitiesIn('Stockholm', 3));
    await retried;
    expect(store.getState()).toMatchObject({ loadProblem: null });
    expect(store.getState().facilities).toHaveLength(3);
  });

  it('still loading after 5 s; abandoned with the failure after 20 s', async () => {
    const { store, loads, clock } = createTestSearchStore();
    const pending = store.getState().search(place);
    clock.advance(4_999);
    expect(store.getState().slow).toBe(false);
    clock.advance(1);
    expect(store.getState().slow).toBe(true);
    clock.advance(15_000);
    await pending;
    expect(loads[0]?.signal.aborted).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'done', slow: false, loadProblem: 'timeout' });
  });

  it('a failure while offline is retried by itself once the browser is back, once', async () => {
    const { store, loads, clock } = createTestSearchStore();
    clock.online = false;
    const failing = store.getState().search(place);
    loads[0]?.fail();
    await failing;
    expect(store.getState().loadProblem).toBe('offline');
    clock.online = true;
    store.getState().backOnline();
    store.getState().backOnline();
    // A moment later: `online` comes before requests get through.
    clock.advance(BACK_ONLINE_RETRY_MS - 1);
    expect(loads).toHaveLength(1);
    clock.advance(1);
    expect(loads).toHaveLength(2);
    loads[1]?.fail();
    await Promise.resolve();
    await Promise.resolve();
    clock.online = false;
    store.getState().backOnline();
    clock.advance(BACK_ONLINE_RETRY_MS);
    expect(loads).toHaveLength(2);
  });

  it('no retry when the browser went offline again, or the visitor searched, before the moment passed', async () => {
    const { store, loads, clock } = createTestSearchStore();
    clock.online = false;
    const failing = store.getState().search(place);
    loads[0]?.fail();
    await failing;
    clock.online = true;
    store.getState().backOnline();
    clock.online = false;
    clock.advance(BACK_ONLINE_RETRY_MS);
    expect(loads).toHaveLength(1);
    clock.online = true;
    store.getState().backOnline();
    void store.getState().search(place);
    expect(loads).toHaveLength(2);
    clock.advance(BACK_ONLINE_RETRY_MS);
    expect(loads).toHaveLength(2);
  });

  it('a failed map reload keeps the list it would have added to', async () => {
    const { store, loads } = createTestSearchStore();
    const first = store.getState().search(place);
    loads[0]?.resolve(facilitiesIn('Stockholm', 4));
    await first;
    const reload = store.getState().search({ lat: 59.34, lng: 18.07, source: 'map' }, { merge: true });
    loads[1]?.fail();
    await reload;
    expect(store.getState().facilities).toHaveLength(4);
    expect(store.getState().loadProblem).toBe('failed');
  });
});
