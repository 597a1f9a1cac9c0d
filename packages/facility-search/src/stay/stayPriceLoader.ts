import { type CalendarDate, type Product, type StayPrice, stayPrice } from '@nordpark/core';
import type { SearchStore } from '../store/createSearchStore';
import type { SearchStoreState, StayPriceEntry } from '../store/searchState';
import { selectListWindow, selectMatchingFacilities, selectStay } from '../store/selectors';

// The price for your stay, as a loader beside the store: it watches which
// facilities the list shows and the stay, fetches their products and writes each facility's
// price into the store. It is its own chunk, loaded when a stay is first set.

/** The products of one facility from the stay's first day, as the booking controller sends them. */
export type LoadProducts = (
  fId: string,
  from: CalendarDate,
  signal: AbortSignal,
) => Promise<{ ok: true; products: readonly Product[] } | { ok: false; aborted: boolean }>;

export interface StayPriceLoaderOptions {
  loadProducts: LoadProducts;
  /** At most this many calls at once. */
  limit?: number;
}

/** Four calls at once: quick enough for ten items, gentle on the backend and the phone's radio. */
export const STAY_PRICE_CONCURRENCY = 4;

type Watched = Pick<
  SearchStoreState,
  | 'facilities'
  | 'filters'
  | 'fitOnly'
  | 'vehicle'
  | 'shownCount'
  | 'date'
  | 'until'
  | 'status'
  | 'merging'
  | 'stayPrices'
  | 'selectedUid'
>;
const WATCHED: readonly (keyof Watched)[] = [
  'facilities',
  'filters',
  'fitOnly',
  'vehicle',
  'shownCount',
  'date',
  'until',
  'status',
  'merging',
  'stayPrices',
  'selectedUid',
];

/** The facilities whose stay is priced: the list's (nearest first), then the one the map selected. */
function shownFacilities(state: SearchStoreState) {
  const window = selectListWindow(state);
  const selected = state.selectedUid;
  if (selected === null || window.some((facility) => facility.Uid === selected)) return window;
  const onMap = selectMatchingFacilities(state).find((facility) => facility.Uid === selected);
  return onMap ? [...window, onMap] : window;
}

/**
 * Keeps the store's `stayPrices` equal to the prices of the stay at the facilities the list shows
 * (the first 10, then 10 more per show-more; never the rest, whatever the list's order) and at
 * the one whose info window the map shows:
 * - one call per facility and first day of the stay (`availabilityFrom`), at most `limit` at a
 *   time, nearest first; the answer is cached, so a last day changed, a filter undone or a
 *   show-more never asks again, and only the price is worked out anew (cached per stay too);
 * - a call whose facility is no longer shown is aborted: a new place searched, a first day
 *   changed, the stay ended, the list filtered; an aborted answer is never used;
 * - a failed call is "price not available" for that facility only, until the stay or the
 *   place changes.
 * The list never waits for any of it. Returns the function that stops it (aborting every call).
 */
export function attachStayPrices(store: SearchStore, options: StayPriceLoaderOptions): () => void {
  const limit = Math.max(1, options.limit ?? STAY_PRICE_CONCURRENCY);
  const products = new Map<string, readonly Product[]>();
  const failed = new Set<string>();
  const prices = new Map<string, StayPrice>();
  const running = new Map<string, AbortController>();
  let queue: { key: string; uid: string; from: CalendarDate }[] = [];
  let stopped = false;
  let writing = false;

  const callKey = (uid: string, from: CalendarDate) => `${uid}\u0000${from}`;

  const priceOf = (key: string, stay: { from: string; until: string }): StayPrice => {
    const priceKey = `${key}\u0000${stay.until}`;
    let price = prices.get(priceKey);
    if (!price) {
      price = stayPrice(products.get(key) ?? [], stay);
      prices.set(priceKey, price);
    }
    return price;
  };

  const reconcile = () => {
    if (stopped) return;
    const state = store.getState();
    const stay = selectStay(state);
    // While a new search replaces the list, nothing of the old list is worth a call.
    const shown = stay && (state.status === 'done' || state.merging) ? shownFacilities(state) : [];
    const wanted = new Map(shown.map((facility) => [callKey(facility.Uid, stay?.from ?? ''), facility.Uid]));
    for (const [key, controller] of running) {
      if (!wanted.has(key)) {
        controller.abort();
        running.delete(key);
      }
    }
    // A failure holds while its facility is shown for the same first day; afterwards it is tried again.
    for (const key of failed) if (!wanted.has(key)) failed.delete(key);
    queue = [];
    const next: Record<string, StayPriceEntry> = {};
    for (const [key, uid] of wanted) {
      if (!stay) break;
      if (products.has(key)) next[uid] = { status: 'done', price: priceOf(key, stay) };
      else if (failed.has(key)) next[uid] = FAILED;
      else {
        next[uid] = LOADING;
        if (!running.has(key)) queue.push({ key, uid, from: stay.from });
      }
    }
    write(next);
    pump();
  };

  const write = (next: Record<string, StayPriceEntry>) => {
    const current = store.getState().stayPrices;
    const keys = Object.keys(next);
    const same =
      keys.length === Object.keys(current).length && keys.every((uid) => sameEntry(current[uid], next[uid]));
    if (same) return;
    writing = true;
    try {
      store.setState({ stayPrices: next });
    } finally {
      writing = false;
    }
  };

  const pump = () => {
    while (running.size < limit && queue.length > 0) {
      const call = queue.shift();
      if (call) start(call.key, call.uid, call.from);
    }
  };

  const start = (key: string, uid: string, from: CalendarDate) => {
    const controller = new AbortController();
    running.set(key, controller);
    void options.loadProducts(uid, from, controller.signal).then(
      (result) => settle(key, controller, result),
      () => settle(key, controller, { ok: false, aborted: false }),
    );
  };

  const settle = (key: string, controller: AbortController, result: Awaited<ReturnType<LoadProducts>>) => {
    if (stopped || controller.signal.aborted || running.get(key) !== controller) return;
    running.delete(key);
    if (result.ok) products.set(key, result.products);
    else if (!result.aborted) failed.add(key);
    reconcile();
  };

  reconcile();
  const unsubscribe = store.subscribe((state, previous) => {
    if (writing) return;
    if (WATCHED.some((key) => state[key] !== previous[key])) reconcile();
  });
  return () => {
    stopped = true;
    unsubscribe();
    for (const controller of running.values()) controller.abort();
    running.clear();
    queue = [];
  };
}

const LOADING: StayPriceEntry = Object.freeze({ status: 'loading' });
const FAILED: StayPriceEntry = Object.freeze({ status: 'failed' });

function sameEntry(a: StayPriceEntry | undefined, b: StayPriceEntry | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.status !== b.status) return false;
  return a.status !== 'done' || (b.status === 'done' && a.price === b.price);
}
