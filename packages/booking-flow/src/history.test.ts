import { describe, expect, test } from 'vitest';
import { connectStepHistory, HISTORY_KEY, markerOf } from './history';
import { testStore } from './testing/testStore';

// Each step is a browser history entry. A window whose history is a
// plain stack: pushState and replaceState as browsers do them (no URL: the host's query
// stays), back() and forward() fire popstate with the state of the entry reached.

function fakeWindow(initialState: unknown = { host: 'keeps this' }) {
  const target = new EventTarget();
  const entries: { state: unknown }[] = [{ state: initialState }];
  let index = 0;
  const urls: unknown[] = [];
  const travel = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return;
    index = next;
    target.dispatchEvent(Object.assign(new Event('popstate'), { state: entries[index]?.state }));
  };
  const history = {
    get state() {
      return entries[index]?.state;
    },
    get length() {
      return entries.length;
    },
    pushState(state: unknown, _title: string, url?: string) {
      urls.push(url);
      entries.splice(index + 1);
      entries.push({ state: structuredClone(state) });
      index += 1;
    },
    replaceState(state: unknown, _title: string, url?: string) {
      urls.push(url);
      entries[index] = { state: structuredClone(state) };
    },
    back: () => travel(-1),
    forward: () => travel(1),
  };
  const win = {
    history,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  return { win, history, urls, position: () => index };
}

async function atProductStep() {
  const fake = fakeWindow();
  const { store } = testStore();
  await store.getState().start();
  const steps = connectStepHistory(store, 'fac-1', fake.win);
  return { store, fake, steps };
}

const stepOf = (fake: ReturnType<typeof fakeWindow>) => markerOf(fake.history.state, 'fac-1')?.step;

/** Continues from the product step to the customer step of a pre-booking. */
async function toCustomer(store: ReturnType<typeof testStore>['store']) {
  store.getState().choose({ productId: 'PB' });
  await store.getState().next();
  store.getState().choose({ startDate: '2026-12-07', inTime: '08:00', outTime: '17:00' });
  await store.getState().next();
}

describe('each step is a history entry', () => {
  test('moving on pushes an entry; the host’s state and URL stay as they were', async () => {
    const { store, fake } = await atProductStep();
    expect(fake.history.length).toBe(1);
    expect(fake.history.state).toMatchObject({ host: 'keeps this', [HISTORY_KEY]: { step: 'product' } });
    await toCustomer(store);
    expect(store.getState().step).toBe('customer');
    expect(fake.history.length).toBe(3);
    expect(fake.history.state).toMatchObject({
      host: 'keeps this',
      [HISTORY_KEY]: { step: 'customer', prev: 'dates' },
    });
    // No URL given: the page's own address (fId, t and any other query) is kept.
    expect(fake.urls.every((url) => url === undefined)).toBe(true);
  });

  test('the browser’s Back goes to the previous step, Forward returns', async () => {
    const { store, fake } = await atProductStep();
    await toCustomer(store);
    fake.history.back();
    expect(store.getState().step).toBe('dates');
    expect(store.getState().moved).toBe(true);
    fake.history.back();
    expect(store.getState().step).toBe('product');
    fake.history.forward();
    fake.history.forward();
    expect(store.getState().step).toBe('customer');
    // Following history adds no entries.
    expect(fake.history.length).toBe(3);
  });

  test('the flow’s own Back button goes back through history, so Forward still returns', async () => {
    const { store, fake, steps } = await atProductStep();
    await toCustomer(store);
    steps.back();
    expect(store.getState().step).toBe('dates');
    expect(fake.position()).toBe(1);
    fake.history.forward();
    expect(store.getState().step).toBe('customer');
  });

  test('Forward stops at the first step on the way that is no longer complete', async () => {
    const { store, fake } = await atProductStep();
    await toCustomer(store);
    fake.history.back();
    store.getState().choose({ startDate: null });
    fake.history.forward();
    expect(store.getState().step).toBe('dates');
    expect(stepOf(fake)).toBe('dates');
  });

  test('a finished booking stays finished on Back', async () => {
    const { store, fake } = await atProductStep();
    await toCustomer(store);
    store.setState({ step: 'done' });
    fake.history.back();
    expect(store.getState().step).toBe('done');
    expect(stepOf(fake)).toBe('done');
  });

  test('another facility’s entries and the host’s own are left alone', async () => {
    const { store, fake } = await atProductStep();
    await toCustomer(store);
    fake.history.pushState({ [HISTORY_KEY]: { fId: 'other', step: 'product', prev: null } }, '');
    fake.history.pushState({ host: 'page state' }, '');
    fake.history.back();
    fake.history.back();
    expect(store.getState().step).toBe('customer');
  });

  test('dispose stops following history', async () => {
    const { store, fake, steps } = await atProductStep();
    await toCustomer(store);
    steps.dispose();
    fake.history.back();
    expect(store.getState().step).toBe('customer');
  });
});

describe('after a reload', () => {
  test('an entry travelled to shows its own step, not the one saved last', async () => {
    // The visitor reached the customer step, reloaded, and went Back: the browser loads the
    // page afresh on the dates entry, while sessionStorage still says customer.
    const { store } = testStore();
    store.getState().choose({
      productId: 'PB',
      startDate: '2026-12-07',
      inTime: '08:00',
      outTime: '17:00',
      step: 'customer',
    });
    const fake = fakeWindow({ [HISTORY_KEY]: { fId: 'fac-1', step: 'dates', prev: 'product' } });
    connectStepHistory(store, 'fac-1', fake.win);
    await store.getState().start();
    expect(store.getState().step).toBe('dates');
    expect(fake.history.length).toBe(1);
    expect(stepOf(fake)).toBe('dates');
  });

  test('a plain reload stays where it was', async () => {
    const { store } = testStore();
    store.getState().choose({ productId: 'PB', step: 'dates' });
    const fake = fakeWindow({ [HISTORY_KEY]: { fId: 'fac-1', step: 'dates', prev: 'product' } });
    const steps = connectStepHistory(store, 'fac-1', fake.win);
    await store.getState().start();
    expect(store.getState().step).toBe('dates');
    expect(markerOf(fake.history.state, 'fac-1')).toEqual({ fId: 'fac-1', step: 'dates', prev: 'product' });
    // Back from here is the browser's own Back.
    steps.back();
    expect(fake.history.length).toBe(1);
  });
});
