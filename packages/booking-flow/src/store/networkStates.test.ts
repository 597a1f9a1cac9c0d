import type { ApiResult } from '@nordpark/api/booking';
import type { Facility } from '@nordpark/core';
import { describe, expect, test } from 'vitest';
import { deferred, dropped, settle, testClock } from '../testing/testClock';
import {
  FACILITY,
  FLEX,
  failed,
  fakeApi,
  memoryStorage,
  ok,
  PRE_BOOKING,
  SEASON,
  testStore,
} from '../testing/testStore';
import { storageKey } from './persistence';

// The store under the network rules, with the clock and the online flag in the
// test's hands. The texts are the Swedish catalogue's (the test config's language).
const SERVER = 'Något gick fel hos oss. Försök igen om en stund.';
const TIMEOUT = 'Det tog för lång tid att få svar. Försök igen.';
const OFFLINE_LOAD =
  'Uppgifterna kunde inte hämtas eftersom du är offline. Vi försöker igen när anslutningen är tillbaka.';
const OFFLINE_SEND =
  'Det gick inte att skicka eftersom du är offline. Det du har fyllt i finns kvar, försök igen när anslutningen är tillbaka.';

/** A summary load the test answers by hand, each call its own. */
function handAnsweredSummary() {
  const pending: ReturnType<typeof deferred<ApiResult<Facility>>>[] = [];
  const api = fakeApi({
    getFacilitySummary: (() => {
      const call = deferred<ApiResult<Facility>>();
      pending.push(call);
      return call.promise;
    }) as never,
  });
  return { api, pending };
}

const CUSTOMER = {
  RecordId: null,
  FirstName: 'Anna',
  LastName: 'Lind',
  Email: 'a@example.se',
  Phone: '0701234567',
};

describe('the booking store on a bad network', () => {
  test('a failed facility load shows the failure with Retry, never an empty flow; Retry asks again and works', async () => {
    let summaries = 0;
    const api = fakeApi({ getFacilitySummary: () => (++summaries === 1 ? failed(500) : ok(FACILITY)) });
    const { store } = testStore({ api: api.api, clock: testClock() });
    await store.getState().start();
    const { error, facility } = store.getState();
    expect(facility).toBeNull();
    expect(error?.message).toBe(SERVER);
    expect(error?.retry).toBeTypeOf('function');
    await error?.retry?.();
    expect(api.named('getFacilitySummary')).toHaveLength(2);
    expect(store.getState().error).toBeNull();
    expect(store.getState().facility?.Uid).toBe('fac-1');
  });

  test('a dropped connection while online is a failure with Retry, not "offline"', async () => {
    const api = fakeApi({ getFacilitySummary: dropped() });
    const { store } = testStore({ api: api.api, clock: testClock() });
    await store.getState().start();
    expect(store.getState().error?.message).toBe(
      'Vi når inte servern. Kontrollera anslutningen och försök igen.',
    );
    expect(store.getState().error?.retry).toBeTypeOf('function');
  });

  test('a load is "loading" while on its way and "slow" from 5 s; both end with its answer', async () => {
    const clock = testClock();
    const { api, pending } = handAnsweredSummary();
    const { store } = testStore({ api: api.api, clock });
    const started = store.getState().start();
    expect(store.getState()).toMatchObject({ loading: true, slow: null });
    clock.advance(4_999);
    expect(store.getState().slow).toBeNull();
    clock.advance(1);
    expect(store.getState().slow).toBe('load');
    pending[0]?.resolve(ok(FACILITY));
    await started;
    expect(store.getState()).toMatchObject({ loading: false, slow: null, error: null });
    expect(store.getState().facility?.Uid).toBe('fac-1');
  });

  test('a load pending for 20 s is abandoned: the failure with Retry, and its late answer is not used', async () => {
    const clock = testClock();
    const { api, pending } = handAnsweredSummary();
    const { store } = testStore({ api: api.api, clock });
    const started = store.getState().start();
    clock.advance(20_000);
    await started;
    expect(store.getState()).toMatchObject({ loading: false, slow: null, facility: null });
    expect(store.getState().error?.message).toBe(TIMEOUT);
    pending[0]?.resolve(ok(FACILITY));
    await settle();
    expect(store.getState().facility).toBeNull();
    const retried = store.getState().error?.retry?.();
    pending[1]?.resolve(ok(FACILITY));
    await retried;
    expect(api.named('getFacilitySummary')).toHaveLength(2);
    expect(store.getState().facility?.Uid).toBe('fac-1');
    expect(store.getState().error).toBeNull();
  });

  test('a load that failed offline says so and is retried by itself once when the browser is back', async () => {
    const clock = testClock();
    clock.online = false;
    let summaries = 0;
    const api = fakeApi({ getFacilitySummary: () => (++summaries === 1 ? dropped() : ok(FACILITY)) });
    const { store } = testStore({ api: api.api, clock });
    await store.getState().start();
    expect(store.getState().error?.message).toBe(OFFLINE_LOAD);
    clock.online = true;
    store.getState().backOnline();
    await settle();
    expect(api.named('getFacilitySummary')).toHaveLength(2);
    expect(store.getState().facility?.Uid).toBe('fac-1');
    expect(store.getState().error).toBeNull();
    // Once: another "online" asks nothing again.
    store.getState().backOnline();
    await settle();
    expect(api.named('getFacilitySummary')).toHaveLength(2);
  });

  test('a load of a later step that failed offline is retried back online, and the choices stay', async () => {
    const clock = testClock();
    let prices = 0;
    const api = fakeApi({
      getFlexbookingPrice: () => (++prices === 1 ? dropped() : ok({ Price: 300, Currency: 'SEK', Days: 3 })),
    });
    const { store } = testStore({ api: api.api, clock });
    await store.getState().start();
    store.getState().choose({ productId: FLEX.Id, startDate: '2026-12-07', endDate: '2026-12-09' });
    clock.online = false;
    await store.getState().loadFlexPrice();
    expect(store.getState().error?.message).toBe(OFFLINE_LOAD);
    expect(store.getState().flexPrice).toBeNull();
    clock.online = true;
    store.getState().backOnline();
    await settle();
    expect(api.named('getFlexbookingPrice')).toHaveLength(2);
    expect(store.getState().flexPrice).toEqual({ Price: 300, Currency: 'SEK', Days: 3 });
    expect(store.getState()).toMatchObject({ startDate: '2026-12-07', endDate: '2026-12-09', error: null });
  });

  test('what was sent is never sent again by itself: an offline customer keeps what was typed and waits for Retry', async () => {
    const clock = testClock();
    let sends = 0;
    const api = fakeApi({
      createOrEditCustomer: () => (++sends === 1 ? dropped() : ok({ RecordId: 'C-9001', name: 'Anna Lind' })),
    });
    const { store } = testStore({ api: api.api, clock });
    await store.getState().start();
    store.getState().choose({ productId: PRE_BOOKING.Id, step: 'customer', customer: CUSTOMER });
    clock.online = false;
    await store.getState().next();
    expect(store.getState().step).toBe('customer');
    expect(store.getState().customer).toEqual(CUSTOMER);
    expect(store.getState().error?.message).toBe(OFFLINE_SEND);
    clock.online = true;
    store.getState().backOnline();
    await settle();
    expect(api.named('createOrEditCustomer')).toHaveLength(1);
    await store.getState().error?.retry?.();
    expect(api.named('createOrEditCustomer')).toHaveLength(2);
    expect(store.getState().step).toBe('vehicle');
    expect(store.getState().customer).toEqual({ ...CUSTOMER, RecordId: 'C-9001' });
  });

  test('a submission pending for 5 s is "still working" and is never abandoned', async () => {
    const clock = testClock();
    const answer = deferred<ApiResult<unknown>>();
    const api = fakeApi({ createOrEditCustomer: (() => answer.promise) as never });
    const { store } = testStore({ api: api.api, clock });
    await store.getState().start();
    store.getState().choose({ productId: PRE_BOOKING.Id, step: 'customer', customer: CUSTOMER });
    const sent = store.getState().next();
    await settle();
    clock.advance(5_000);
    expect(store.getState()).toMatchObject({ slow: 'send', loading: false });
    clock.advance(60_000);
    answer.resolve(ok({ RecordId: 'C-9001', name: 'Anna Lind' }));
    await sent;
    expect(store.getState()).toMatchObject({ slow: null, error: null, step: 'vehicle' });
  });

  test('a failed later-step load keeps the typed input and the chosen dates; its Retry clears the failure', async () => {
    let loads = 0;
    const api = fakeApi({
      getAvailableSlots: () => (++loads === 1 ? failed(500) : ok(FACILITY.GroupedTimeSlots)),
    });
    const { store } = testStore({ api: api.api, clock: testClock() });
    await store.getState().start();
    store.getState().choose({ productId: PRE_BOOKING.Id, startDateText: '7/12', customer: CUSTOMER });
    await store.getState().next();
    expect(store.getState().step).toBe('dates');
    await settle();
    expect(store.getState().error?.message).toBe(SERVER);
    expect(store.getState()).toMatchObject({ startDateText: '7/12', customer: CUSTOMER, productId: 'PB' });
    await store.getState().error?.retry?.();
    expect(api.named('getAvailableSlots')).toHaveLength(2);
    expect(store.getState().slots).toEqual(FACILITY.GroupedTimeSlots);
    expect(store.getState().error).toBeNull();
    expect(store.getState()).toMatchObject({ startDateText: '7/12', customer: CUSTOMER, step: 'dates' });
  });

  test('a kept space that could not be held again after a reload: Retry holds it and the failure goes', async () => {
    const storage = memoryStorage();
    storage.setItem(
      storageKey('fac-1'),
      JSON.stringify({
        step: 'customer',
        productId: SEASON.Id,
        startDate: '2026-12-07',
        spaceUid: 'space-1',
      }),
    );
    let locks = 0;
    const api = fakeApi({
      createTempLock: () => (++locks === 1 ? failed(500) : ok({ LockId: 'LOCK-1', ExpiresInMinutes: 15 })),
    });
    const { store } = testStore({ api: api.api, storage, clock: testClock() });
    await store.getState().start();
    expect(store.getState().error?.message).toBe(SERVER);
    expect(store.getState()).toMatchObject({ spaceUid: 'space-1', lockId: null, step: 'customer' });
    await store.getState().error?.retry?.();
    expect(api.named('createTempLock')).toHaveLength(2);
    expect(store.getState()).toMatchObject({ spaceUid: 'space-1', lockId: 'LOCK-1', error: null });
  });
});
