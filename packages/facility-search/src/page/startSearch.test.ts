import { defaultLocation, type LatLng } from '@nordpark/core';
import { patiently } from '@nordpark/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { createTestSearchStore, facilitiesIn } from '../testing/testStore';
import { restoreFromQuery, type StartSearchEnvironment, startSearch } from './startSearch';

const TODAY = '2026-11-23';

function environment(overrides: Partial<StartSearchEnvironment> = {}): StartSearchEnvironment {
  return {
    query: '',
    today: TODAY,
    rememberedLocation: () => undefined,
    rememberedDate: () => null,
    position: () => Promise.resolve(undefined),
    ...overrides,
  };
}

/** Lets the store's first load start, then answers it. */
async function answerFirstLoad(loads: ReturnType<typeof createTestSearchStore>['loads']) {
  await vi.waitFor(() => expect(loads.length).toBeGreaterThan(0), patiently);
  loads[0]?.resolve(facilitiesIn('Stockholm', 30));
}

describe('startSearch', () => {
  it('SRCH-05, SRCH-32: name, address, lat, lng and date come from the URL, which comes first', async () => {
    const { store, loads, history } = createTestSearchStore();
    const position = vi.fn(() => Promise.resolve({ lat: 57.7, lng: 11.97 }));
    const starting = startSearch(
      store,
      environment({
        query: '?name=Odenplan&address=Odenplan%2C%20Stockholm&lat=59.343&lng=18.049&date=2026-12-24',
        rememberedLocation: () => ({ lat: 59.86, lng: 17.64 }),
        position,
      }),
    );
    await answerFirstLoad(loads);
    await starting;
    const state = store.getState();
    expect(loads[0]?.centre).toMatchObject({ lat: 59.343, lng: 18.049 });
    expect(state.location).toMatchObject({ name: 'Odenplan', address: 'Odenplan, Stockholm', source: 'url' });
    expect(state.date).toBe('2026-12-24');
    expect(state.query).toBe('Odenplan');
    expect(position).not.toHaveBeenCalled();
    // The URL already says it all: nothing is written.
    expect(history).toEqual([]);
  });

  it('SRCH-06, SRCH-07: f and p from the URL become the filters; items the list length', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ query: '?lat=59.3&lng=18.0&f=STP,Heated&p=Garage&items=30' }),
    );
    await answerFirstLoad(loads);
    await starting;
    const { filters, shownCount } = store.getState();
    expect(filters).toMatchObject({ STP: true, LTP: false, Heated: true });
    expect(filters.ParkingSpaceTypeSelection).toEqual({ Garage: true });
    expect(shownCount).toBe(30);
  });

  it('odd parameters are ignored, never thrown', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ query: '?lat=abc&lng=999&date=2026-02-30&items=-4&f=%00,LTP,,nope' }),
    );
    await answerFirstLoad(loads);
    await starting;
    const state = store.getState();
    expect(state.location?.source).toBe('default');
    expect(state.date).toBeNull();
    expect(state.shownCount).toBe(10);
    expect(state.filters.LTP).toBe(true);
  });

  it('SRCH-33: without a URL location the session location is used and written back in place', async () => {
    const { store, loads, history } = createTestSearchStore();
    const position = vi.fn(() => Promise.resolve({ lat: 57.7, lng: 11.97 }));
    const starting = startSearch(
      store,
      environment({ rememberedLocation: () => ({ lat: 59.86, lng: 17.64, name: 'Uppsala' }), position }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState().location).toMatchObject({ lat: 59.86, lng: 17.64, source: 'session' });
    expect(position).not.toHaveBeenCalled();
    expect(history.map((e) => e.mode)).toEqual(['replace']);
    expect(new URLSearchParams(history[0]?.query).get('name')).toBe('Uppsala');
  });

  it('SRCH-34: then the browser position, when inside the country', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ position: () => Promise.resolve({ lat: 57.7, lng: 11.97 }) }),
    );
    expect(store.getState().status).toBe('locating');
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState().location).toMatchObject({ lat: 57.7, lng: 11.97, source: 'geolocation' });
  });

  it('SRCH-35, ERR-27: no URL, no session, no usable position: the default city, and the URL stays clean', async () => {
    const { store, loads, history } = createTestSearchStore({ country: 'no' });
    const berlin: LatLng = { lat: 52.52, lng: 13.4 };
    const starting = startSearch(store, environment({ position: () => Promise.resolve(berlin) }));
    await answerFirstLoad(loads);
    await starting;
    const oslo = defaultLocation('no');
    expect(loads[0]?.centre).toMatchObject({ lat: oslo.lat, lng: oslo.lng });
    expect(store.getState().location?.source).toBe('default');
    expect(history).toEqual([]);
  });

  it('SRCH-30, SRCH-31: a remembered date is used only when the URL has none (the reader drops stale ones)', async () => {
    const { store, loads } = createTestSearchStore();
    const rememberedDate = vi.fn(() => '2026-12-01' as const);
    const starting = startSearch(store, environment({ query: '?lat=59.3&lng=18.0', rememberedDate }));
    await answerFirstLoad(loads);
    await starting;
    expect(rememberedDate).toHaveBeenCalledWith(TODAY);
    expect(store.getState().date).toBe('2026-12-01');
  });

  it('SRCH-31: a URL date over a year ahead is dropped', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(store, environment({ query: '?lat=59.3&lng=18.0&date=2027-11-24' }));
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState().date).toBeNull();
  });

  it('SRCH-14: customer-service mode loads nothing without a name parameter', async () => {
    const { store, loads } = createTestSearchStore({ pageType: 'customerservice' });
    await startSearch(store, environment({ query: '?lat=59.3&lng=18.0' }));
    expect(store.getState().status).toBe('waiting');
    expect(loads).toEqual([]);
  });

  it('SRCH-14: customer-service mode loads once a name parameter is present', async () => {
    const { store, loads } = createTestSearchStore({ pageType: 'customerservice' });
    const starting = startSearch(store, environment({ query: '?name=Kund%20123&lat=59.3&lng=18.0' }));
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState()).toMatchObject({ status: 'done', query: 'Kund 123' });
  });

  it('an island unmounted while locating never starts its search', async () => {
    const { store, loads } = createTestSearchStore();
    const controller = new AbortController();
    let answer: (position: LatLng | undefined) => void = () => {};
    const starting = startSearch(
      store,
      environment({
        position: () => new Promise((resolve) => (answer = resolve)),
        signal: controller.signal,
      }),
    );
    controller.abort();
    answer(undefined);
    await starting;
    expect(loads).toEqual([]);
  });
});

describe('restoreFromQuery (back and forward)', () => {
  it('SRCH-10: going back restores the location, filters and list length of that entry', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(store, environment({ query: '?name=Odenplan&lat=59.343&lng=18.049' }));
    await answerFirstLoad(loads);
    await starting;
    const restoring = restoreFromQuery(store, 'name=Slussen&lat=59.32&lng=18.07&f=Indoor&items=20', TODAY);
    await vi.waitFor(() => expect(loads).toHaveLength(2), patiently);
    loads[1]?.resolve(facilitiesIn('Stockholm', 30));
    await restoring;
    const state = store.getState();
    expect(state.location).toMatchObject({ name: 'Slussen', lat: 59.32 });
    expect(state.query).toBe('Slussen');
    expect(state.filters).toMatchObject({ Indoor: true, LTP: false });
    expect(state.shownCount).toBe(20);
  });

  it('an entry without a location is the page as first opened: the country default', async () => {
    const { store, loads } = createTestSearchStore({ country: 'fi' });
    const restoring = restoreFromQuery(store, '', TODAY);
    await vi.waitFor(() => expect(loads).toHaveLength(1), patiently);
    expect(loads[0]?.centre).toMatchObject(defaultLocation('fi'));
    loads[0]?.resolve([]);
    await restoring;
  });

  it('SRCH-14: in customer-service mode an entry without a name goes back to waiting', async () => {
    const { store, loads } = createTestSearchStore({ pageType: 'customerservice' });
    await restoreFromQuery(store, 'lat=59.3&lng=18.0', TODAY);
    expect(store.getState()).toMatchObject({ status: 'waiting', facilities: [] });
    expect(loads).toEqual([]);
  });
});

describe('startSearch: the stay and the vehicle', () => {
  const car = { heightCm: 190, ev: true, accessible: false, name: 'ABC 123' };

  it('until, sort, vh, ev, acc and fit come from the URL', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({
        query: '?lat=59.3&lng=18.0&date=2026-12-11&until=2026-12-14&sort=price&vh=205&ev=1&acc=1&fit=1',
      }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState()).toMatchObject({
      date: '2026-12-11',
      until: '2026-12-14',
      sort: 'price',
      vehicle: { heightCm: 205, ev: true, accessible: true, name: null },
      fitOnly: true,
    });
  });

  it('an until that makes no stay with the date, and fit=1 without a vehicle, are dropped', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ query: '?lat=59.3&lng=18.0&date=2026-12-11&until=2026-12-01&fit=1' }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState()).toMatchObject({ until: null, fitOnly: false });
  });

  it('the vehicle kept on the device is used without one in the URL, and mirrored there in place', async () => {
    const { store, loads, history } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ query: '?lat=59.3&lng=18.0&name=Odenplan', storedVehicle: () => car }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState().vehicle).toEqual(car);
    expect(history.at(-1)?.mode).toBe('replace');
    const params = new URLSearchParams(history.at(-1)?.query);
    expect([params.get('vh'), params.get('ev'), params.get('name')]).toEqual(['190', '1', 'Odenplan']);
  });

  it("a shared link's vehicle wins over the one kept here, which is not overwritten", async () => {
    const { store, loads, saved } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ query: '?lat=59.3&lng=18.0&vh=230', storedVehicle: () => car }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState().vehicle).toEqual({ heightCm: 230, ev: false, accessible: false, name: null });
    expect(saved.vehicles).toEqual([]);
  });

  it('the same vehicle in the link keeps the name kept here', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({ query: '?lat=59.3&lng=18.0&vh=190&ev=1', storedVehicle: () => car }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState().vehicle.name).toBe('ABC 123');
  });

  it('with the remembered date comes the remembered last day', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(
      store,
      environment({
        query: '?lat=59.3&lng=18.0',
        rememberedDate: () => '2026-12-11',
        rememberedUntil: (date) => (date === '2026-12-11' ? '2026-12-14' : null),
      }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState()).toMatchObject({ date: '2026-12-11', until: '2026-12-14' });
  });

  it('the simple variant takes neither from the URL', async () => {
    const { store, loads } = createTestSearchStore({ variant: 'simple' });
    const starting = startSearch(
      store,
      environment({ query: '?lat=59.3&lng=18.0&date=2026-12-11&until=2026-12-14&vh=205&fit=1' }),
    );
    await answerFirstLoad(loads);
    await starting;
    expect(store.getState()).toMatchObject({ until: null, vehicle: { heightCm: null }, fitOnly: false });
  });

  it('back and forward put back the stay, the order and the fit switch the entry describes', async () => {
    const { store, loads } = createTestSearchStore();
    const starting = startSearch(store, environment({ query: '?lat=59.3&lng=18.0' }));
    await answerFirstLoad(loads);
    await starting;
    await restoreFromQuery(
      store,
      '?lat=59.3&lng=18.0&date=2026-12-11&until=2026-12-13&sort=price&fit=1',
      TODAY,
      car,
    );
    expect(store.getState()).toMatchObject({
      until: '2026-12-13',
      sort: 'price',
      vehicle: car,
      fitOnly: true,
    });
  });
});
