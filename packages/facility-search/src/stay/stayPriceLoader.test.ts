import type { Product } from '@nordpark/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StayPriceEntry } from '../store/searchState';
import { FLEX, MONTHLY, numberedFacilities, PREBOOKING, SOLD_OUT, STAY } from '../testing/stayFixtures';
import { createTestSearchStore } from '../testing/testStore';
import { attachStayPrices, type LoadProducts } from './stayPriceLoader';

interface Call {
  fId: string;
  from: string;
  signal: AbortSignal;
  resolve(products: readonly Product[]): void;
  fail(): void;
}

function fakeProducts() {
  const calls: Call[] = [];
  const loadProducts: LoadProducts = (fId, from, signal) =>
    new Promise((resolve) => {
      signal.addEventListener('abort', () => resolve({ ok: false, aborted: true }));
      calls.push({
        fId,
        from,
        signal,
        resolve: (products) => resolve({ ok: true, products }),
        fail: () => resolve({ ok: false, aborted: false }),
      });
    });
  const running = () => calls.filter((call) => !call.signal.aborted && !settled.has(call));
  const settled = new Set<Call>();
  const answer = async (call: Call | undefined, products: readonly Product[] | 'fail') => {
    if (!call) throw new Error('no such call');
    settled.add(call);
    if (products === 'fail') call.fail();
    else call.resolve(products);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { calls, loadProducts, running, answer };
}

let detach: (() => void) | null = null;
afterEach(() => {
  detach?.();
  detach = null;
});

/** A search in Stockholm that found 25 facilities (f1 nearest), with the stay Fri 11 … Mon 14 Dec. */
function setUp() {
  const test = createTestSearchStore();
  test.store.setState({
    status: 'done',
    location: { lat: 59.33, lng: 18.06, source: 'place' },
    facilities: numberedFacilities(25),
    date: STAY.from,
    until: STAY.until,
  });
  const products = fakeProducts();
  detach = attachStayPrices(test.store, { loadProducts: products.loadProducts });
  return { ...test, ...products };
}

const entry = (store: ReturnType<typeof setUp>['store'], uid: string): StayPriceEntry | undefined =>
  store.getState().stayPrices[uid];

describe('attachStayPrices', () => {
  it('asks only for the 10 facilities shown, nearest first, at most 4 at a time, from the first day', async () => {
    const { calls, running, answer, store } = setUp();
    expect(calls.map((call) => call.fId)).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(calls.every((call) => call.from === '2026-12-11')).toBe(true);
    expect(Object.keys(store.getState().stayPrices)).toHaveLength(10);
    expect(entry(store, 'f5')).toEqual({ status: 'loading' });
    await answer(calls[0], [PREBOOKING]);
    expect(calls.map((call) => call.fId)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    for (let i = 1; i < 10; i += 1) await answer(calls[i], [PREBOOKING]);
    expect(calls.map((call) => call.fId)).toEqual([
      'f1',
      'f2',
      'f3',
      'f4',
      'f5',
      'f6',
      'f7',
      'f8',
      'f9',
      'f10',
    ]);
    expect(running()).toHaveLength(0);
    expect(entry(store, 'f11')).toBeUndefined();
  });

  it('prices each facility: cheapest first, the others and the products left out with why', async () => {
    const { calls, answer, store } = setUp();
    await answer(calls[0], [PREBOOKING, FLEX, MONTHLY, SOLD_OUT]);
    const f1 = entry(store, 'f1');
    if (f1?.status !== 'done') throw new Error(`f1 is ${f1?.status}`);
    // Flex 4 × 100 = 400 kr; pre-booking 255 + 205 + 180 + 255 = 895 kr; the month 2 605 kr.
    expect(f1.price.cheapest).toMatchObject({ totalMinor: 40_000, product: { Id: 'P-flex' } });
    expect(f1.price.alternatives.map((option) => [option.product.Id, option.totalMinor])).toEqual([
      ['P-pre', 89_500],
      ['P-month', 260_500],
    ]);
    expect(f1.price.excluded).toMatchObject([{ product: { Id: 'P-sold' }, reason: 'sold-out' }]);
  });

  it('show more asks for the next 10, never again for the first', async () => {
    const { calls, answer, store } = setUp();
    for (let i = 0; i < 10; i += 1) await answer(calls[i], [FLEX]);
    store.getState().showMore();
    expect(calls.slice(10).map((call) => call.fId)).toEqual(['f11', 'f12', 'f13', 'f14']);
    expect(entry(store, 'f1')?.status).toBe('done');
    expect(entry(store, 'f11')?.status).toBe('loading');
  });

  it('a failed call is "not available" for that facility only', async () => {
    const { calls, answer, store } = setUp();
    await answer(calls[0], 'fail');
    await answer(calls[1], [PREBOOKING]);
    expect(entry(store, 'f1')).toEqual({ status: 'failed' });
    expect(entry(store, 'f2')?.status).toBe('done');
    // Not asked again while the stay and the place stay the same.
    expect(calls.filter((call) => call.fId === 'f1')).toHaveLength(1);
  });

  it('a new first day aborts the calls running and asks again from it', async () => {
    const { calls, answer, store } = setUp();
    await answer(calls[0], [PREBOOKING]);
    // f1 answered, so f5 started: f2 … f5 run.
    const before = calls.slice(1, 5);
    expect(before.map((call) => call.fId)).toEqual(['f2', 'f3', 'f4', 'f5']);
    store.getState().setDate('2026-12-12');
    expect(before.every((call) => call.signal.aborted)).toBe(true);
    expect(calls.slice(5).map((call) => [call.fId, call.from])).toEqual([
      ['f1', '2026-12-12'],
      ['f2', '2026-12-12'],
      ['f3', '2026-12-12'],
      ['f4', '2026-12-12'],
    ]);
    // An aborted answer never lands.
    before[0]?.resolve([FLEX]);
    await Promise.resolve();
    expect(entry(store, 'f2')).toEqual({ status: 'loading' });
  });

  it('a new last day prices again from the cache, without a call', async () => {
    const { calls, answer, store } = setUp();
    await answer(calls[0], [PREBOOKING]);
    store.getState().setUntil('2026-12-12');
    // Fri 255 + Sat 205 = 460 kr.
    const f1 = entry(store, 'f1');
    expect(f1?.status === 'done' && f1.price.cheapest?.totalMinor).toBe(46_000);
    // f1's answer let f5 start; nothing more was asked, and nothing running was aborted.
    expect(calls.map((call) => call.fId)).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    expect(calls.slice(1).every((call) => !call.signal.aborted)).toBe(true);
  });

  it('a new place aborts what runs for the old list; its answers are never used', async () => {
    const { calls, store, running } = setUp();
    void store.getState().search({ lat: 57.7, lng: 11.97, source: 'place' });
    expect(store.getState().status).toBe('loading');
    expect(running()).toHaveLength(0);
    expect(calls.slice(0, 4).every((call) => call.signal.aborted)).toBe(true);
    expect(store.getState().stayPrices).toEqual({});
  });

  it('the stay ended and set again: the cached products price it at once', async () => {
    const { calls, answer, store } = setUp();
    await answer(calls[0], [FLEX]);
    store.getState().setUntil(null);
    expect(store.getState().stayPrices).toEqual({});
    store.getState().setUntil(STAY.until);
    expect(entry(store, 'f1')?.status).toBe('done');
    expect(calls.filter((call) => call.fId === 'f1')).toHaveLength(1);
  });

  it('the facility the map selected is priced too, even beyond the list', async () => {
    const { calls, store } = setUp();
    store.getState().select('f20');
    expect(entry(store, 'f20')).toEqual({ status: 'loading' });
    expect(calls.some((call) => call.fId === 'f20')).toBe(false);
    // It waits its turn behind the list's.
    expect(calls.map((call) => call.fId)).toEqual(['f1', 'f2', 'f3', 'f4']);
  });

  it('detached, it aborts everything and writes nothing more', async () => {
    const { calls, store } = setUp();
    detach?.();
    detach = null;
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
    const before = store.getState().stayPrices;
    calls[0]?.resolve([FLEX]);
    await Promise.resolve();
    expect(store.getState().stayPrices).toBe(before);
  });
});
