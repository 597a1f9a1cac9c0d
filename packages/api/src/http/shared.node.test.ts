// Two identical reads, one request: an island's data entry asks before the island's code has
// arrived, the island's store asks the same when it mounts, and the fake fetch counts what
// reaches the network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { testConfig } from '../testing/testConfig';
import { forgetSharedReads, SHARED_MAX_AGE_MS } from './shared';

afterEach(() => {
  forgetSharedReads();
  vi.useRealTimers();
});

const NEARBY = { latitude: 59.3, longitude: 18 };
/** As `@nordpark/ui/testing`'s `patiently` (the api cannot depend on the ui): one second is too
 * little for a fetch under CI's load; the wait still ends when its condition holds. */
const patiently = { timeout: 30_000, interval: 20 } as const;

/** A fetch that answers each request with its number, when told to (or at once). */
function countingFetch({ held = false } = {}) {
  const answers: (() => void)[] = [];
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    const n = fetch.mock.calls.length;
    if (init.signal) signals.push(init.signal);
    const response = () => Response.json({ ok: true, data: [{ n }] });
    if (!held) return Promise.resolve(response());
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      answers.push(() => resolve(response()));
    });
  });
  return {
    fetch,
    answerAll: () => {
      for (const answer of answers.splice(0)) answer();
    },
    signals,
  };
}

/** The data entry's client and the island's: two clients of one page. */
function twoClients(fetch: (url: string, init: RequestInit) => Promise<Response>, cookie = 'hash-1') {
  const options = { fetch, getCookie: () => cookie, origin: 'https://www.example.test' };
  return [createApiClient(testConfig(), options), createApiClient(testConfig(), options)] as const;
}

describe('identical reads of two clients: one request, never two', () => {
  it('the island gets the answer the data entry asked for while it is on its way', async () => {
    const { fetch, answerAll } = countingFetch({ held: true });
    const [entry, island] = twoClients(fetch);
    void entry.getFacilitySummary({ fId: 'F-1' });
    const first = island.getFacilitySummary({ fId: 'F-1' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), patiently);
    answerAll();
    await expect(first).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('the answer that arrived before the island asked is the island’s too', async () => {
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch);
    await entry.getNearbyFacilities(NEARBY);
    const signal = new AbortController().signal;
    await expect(island.getNearbyFacilities(NEARBY, { signal })).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('when the island asks first, a data entry that runs later does not ask again', async () => {
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch);
    await island.getNearbyFacilities(NEARBY);
    await entry.getNearbyFacilities(NEARBY);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a change ends the shared reads of its part of the API: after createvehicle, getvehicles asks the server', async () => {
    const { fetch, answerAll } = countingFetch({ held: true });
    const [entry, island] = twoClients(fetch);
    const before = entry.getVehicles();
    // A change by a third client (a dialog's own) while the read is on its way.
    const change = twoClients(fetch)[0].createVehicle({ RegNo: 'ABC123' });
    const after = island.getVehicles();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3), patiently);
    answerAll();
    await Promise.all([before, change, after]);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('getvehicles'))).toHaveLength(2);
  });

  it("a change elsewhere in the API keeps a read shared: the signed-in customer outlasts the booking's lock", async () => {
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch);
    await entry.getLoggedInCustomer();
    await island.updateTempLock({ lockId: 'L-1' });
    await island.getLoggedInCustomer();
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('loggedincustomer'))).toHaveLength(1);
  });

  it('an answer is taken once: a retry, or any later reload, asks the server again', async () => {
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch);
    await entry.getFacilitySummary({ fId: 'F-1' });
    await island.getFacilitySummary({ fId: 'F-1' });
    await island.getFacilitySummary({ fId: 'F-1' });
    await twoClients(fetch)[0].getFacilitySummary({ fId: 'F-1' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("a client's own second call asks the server again", async () => {
    const { fetch } = countingFetch();
    const [island] = twoClients(fetch);
    await island.getNearbyFacilities(NEARBY);
    await island.getNearbyFacilities(NEARBY);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('another request finds nothing: other parameters, another bearer token, a write', async () => {
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch, 'hash-1');
    await entry.getNearbyFacilities(NEARBY);
    await island.getNearbyFacilities({ ...NEARBY, latitude: 59.4 });
    await twoClients(fetch, 'hash-2')[1].getNearbyFacilities(NEARBY);
    await entry.createTempLock({ fId: 'F-1' } as never);
    await island.createTempLock({ fId: 'F-1' } as never);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('an answer older than its age limit is dropped, not shown as new', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch);
    await entry.getFacilitySummary({ fId: 'F-1' });
    vi.setSystemTime(Date.now() + SHARED_MAX_AGE_MS + 1);
    await island.getFacilitySummary({ fId: 'F-1' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('the signed-in customer waits for the flow’s customer step, minutes later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetch } = countingFetch();
    const [entry, island] = twoClients(fetch);
    await entry.getLoggedInCustomer();
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await island.getLoggedInCustomer();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a failed request is no unhandled rejection, and the other party sees the failure', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    const [entry, island] = twoClients(fetch);
    try {
      void entry.getFacilitySummary({ fId: 'F-1' });
      // Node reports a rejection no one handled once the microtasks have run, before the next
      // timer's task: an ordering step, not a guess of time.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    await expect(island.getFacilitySummary({ fId: 'F-1' })).resolves.toMatchObject({
      ok: false,
      reason: 'network',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('aborting a shared read', () => {
  it("one party's abort ends its own wait, not the other's request", async () => {
    const { fetch, answerAll, signals } = countingFetch({ held: true });
    const [entry, island] = twoClients(fetch);
    const abort = new AbortController();
    const mine = island.getNearbyFacilities(NEARBY, { signal: abort.signal });
    const theirs = entry.getNearbyFacilities(NEARBY);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), patiently);
    abort.abort();
    await expect(mine).resolves.toMatchObject({ ok: false, aborted: true });
    expect(signals[0]?.aborted).toBe(false);
    answerAll();
    await expect(theirs).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('when every party aborts, the request is aborted, and the next call asks again', async () => {
    const { fetch, signals } = countingFetch({ held: true });
    const [entry, island] = twoClients(fetch);
    const first = new AbortController();
    const second = new AbortController();
    const a = island.getNearbyFacilities(NEARBY, { signal: first.signal });
    const b = entry.getNearbyFacilities(NEARBY, { signal: second.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), patiently);
    first.abort();
    expect(signals[0]?.aborted).toBe(false);
    second.abort();
    expect(signals[0]?.aborted).toBe(true);
    await expect(Promise.all([a, b])).resolves.toMatchObject([{ aborted: true }, { aborted: true }]);
    void twoClients(fetch)[0].getNearbyFacilities(NEARBY);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
