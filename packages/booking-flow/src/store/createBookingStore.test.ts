import { describe, expect, test, vi } from 'vitest';
import { failed, fakeApi, memoryStorage, ok, PRE_BOOKING, SEASON, testStore } from '../testing/testStore';
import { loadChoices, storageKey } from './persistence';

/** A store past the product and dates steps of a card-paid pre-booking, at the summary. */
async function atSummary(options: Parameters<typeof testStore>[0] = {}) {
  const { store, fake } = testStore(options);
  await store.getState().start();
  store.getState().choose({
    productId: PRE_BOOKING.Id,
    startDate: '2026-12-07',
    inTime: '08:00',
    outTime: '17:00',
    customer: {
      RecordId: 'C-1',
      FirstName: 'Anna',
      LastName: 'L',
      Email: 'a@example.se',
      Phone: '0701234567',
    },
    vehicle: { Id: null, LicensePlate: 'ABC 123', Description: '', foreign: false },
    termsAccepted: true,
    step: 'summary',
  });
  return { store, fake };
}

describe('the booking store', () => {
  test('choices are saved as they change, never what the server sent, and a new store resumes them', async () => {
    const storage = memoryStorage();
    const { store } = testStore({ storage });
    await store.getState().start();
    store.getState().choose({ productId: PRE_BOOKING.Id });
    await store.getState().next();
    const saved = JSON.parse(storage.data.get(storageKey('fac-1')) ?? '{}');
    expect(saved).toMatchObject({ step: 'dates', productId: 'PB' });
    expect(saved).not.toHaveProperty('facility');
    expect(saved).not.toHaveProperty('next');

    const { store: reloaded } = testStore({ storage });
    await reloaded.getState().start();
    expect(reloaded.getState().step).toBe('dates');
    expect(reloaded.getState().productId).toBe('PB');
  });

  test('storage is first read when the flow starts, not when the store is created (that is a render, on a server too)', async () => {
    const storage = memoryStorage();
    storage.setItem(storageKey('fac-1'), JSON.stringify({ step: 'dates', productId: 'PB' }));
    const reads: string[] = [];
    const getItem = storage.getItem;
    storage.getItem = (key) => {
      reads.push(key);
      return getItem(key);
    };
    const { store } = testStore({ storage });
    expect(reads).toEqual([]);
    expect(store.getState().step).toBe('product');
    await store.getState().start();
    expect(reads).toEqual([storageKey('fac-1')]);
    expect(store.getState()).toMatchObject({ step: 'dates', productId: 'PB' });
  });

  test('a choice made before the start wins over the saved one; the other saved choices are kept', async () => {
    const storage = memoryStorage();
    storage.setItem(storageKey('fac-1'), JSON.stringify({ step: 'dates', productId: 'PB', quantity: 2 }));
    const { store } = testStore({ storage });
    store.getState().choose({ quantity: 3 });
    expect(JSON.parse(storage.getItem(storageKey('fac-1')) ?? '{}')).toMatchObject({
      productId: 'PB',
      quantity: 2,
    });
    await store.getState().start();
    expect(store.getState()).toMatchObject({ productId: 'PB', quantity: 3 });
    expect(JSON.parse(storage.getItem(storageKey('fac-1')) ?? '{}')).toMatchObject({
      productId: 'PB',
      quantity: 3,
    });
  });

  test('saved values of the wrong kind fall back to their defaults', () => {
    const storage = memoryStorage();
    storage.setItem(
      'k',
      JSON.stringify({ step: 'customer', quantity: 'many', deviceIds: 'x', customer: { FirstName: 'A' } }),
    );
    const choices = loadChoices(storage, 'k');
    expect(choices.step).toBe('customer');
    expect(choices.quantity).toBe(1);
    expect(choices.deviceIds).toEqual([]);
    expect(choices.customer).toMatchObject({ FirstName: 'A', LastName: '' });
    storage.setItem('k', '{broken');
    expect(loadChoices(storage, 'k').step).toBe('product');
  });

  test('BOOK-10 BOOK-12 a product not yet on sale cannot be chosen; the error names the day it can', async () => {
    const { store } = testStore();
    await store.getState().start();
    store.getState().choose({ productId: 'LT' });
    await store.getState().next();
    expect(store.getState().step).toBe('product');
    expect(store.getState().fieldErrors.productId).toBe(
      'Ny laddplats kan inte bokas för det här datumet. Den finns från 1 februari 2027.',
    );
  });

  test('BOOK-11 a product whose last booking has ended cannot be chosen, with no available-from day', async () => {
    const { store } = testStore();
    await store.getState().start();
    store.getState().choose({ productId: 'EN' });
    await store.getState().next();
    expect(store.getState().fieldErrors.productId).toBe('Gammal plats kan inte bokas för det här datumet.');
  });

  test('BOOK-01 BOOK-02 BOOK-03 BOOK-04 confirm: draft (with language), update, confirm, payment, then the allowed URL', async () => {
    const navigate = vi.fn();
    const { store, fake } = await atSummary({ navigate });
    await store.getState().confirm();
    expect(fake?.calls.map((call) => call.name).slice(-4)).toEqual([
      'createSalesOrderDraft',
      'updateSalesOrder',
      'confirmSalesOrder',
      'registerPayment',
    ]);
    expect(fake?.named('createSalesOrderDraft')[0]?.args[1]).toEqual({ language: 'sv' });
    expect(fake?.named('updateSalesOrder')[0]?.args[0]).toMatchObject({
      SalesOrderId: 'SO-1',
      productId: 'PB',
      LicensePlate: 'ABC123',
      inTime: '08:00',
      total: 200,
    });
    expect(navigate).toHaveBeenCalledWith('https://pay.example.test/checkout/SO-1');
    expect(store.getState().step).toBe('done');
  });

  test('API-22 API-34 confirmsalesorder and registerpayment get the whole booking form, as updatesalesorder does', async () => {
    const { store, fake } = await atSummary();
    await store.getState().confirm();
    // The choices atSummary makes, the draft's SO-1, and Monday 7 December at 200 kr a day.
    const form = {
      SalesOrderId: 'SO-1',
      fId: 'fac-1',
      productId: 'PB',
      ProcessType: 'Pre-booking',
      quantity: 1,
      startDate: '2026-12-07',
      inTime: '08:00',
      outTime: '17:00',
      accessDevices: [],
      RecordId: 'C-1',
      VehicleId: null,
      LicensePlate: 'ABC123',
      ForeignPlate: false,
      paymentOptionId: null,
      paymentMethod: 'card',
      total: 200,
      language: 'sv',
    };
    expect(fake?.named('updateSalesOrder')[0]?.args[0]).toEqual(form);
    expect(fake?.named('confirmSalesOrder')[0]?.args[0]).toEqual(form);
    expect(fake?.named('registerPayment')[0]?.args[0]).toEqual(form);
  });

  test('API-22 an invoiced season ticket is confirmed with its payment option and method in the form', async () => {
    const { store, fake } = await atSummary();
    store.getState().choose({
      productId: SEASON.Id,
      paymentMethod: 'invoice',
      paymentOptionId: 'Monthly',
      deviceIds: ['remote'],
      step: 'summary',
    });
    await store.getState().confirm();
    expect(fake?.named('confirmSalesOrder')[0]?.args[0]).toMatchObject({
      SalesOrderId: 'SO-1',
      fId: 'fac-1',
      productId: 'ST',
      ProcessType: 'SeasonTicket',
      startDate: '2026-12-07',
      // The required tag comes with the remote that was chosen.
      accessDevices: ['tag', 'remote'],
      RecordId: 'C-1',
      LicensePlate: 'ABC123',
      paymentOptionId: 'Monthly',
      paymentMethod: 'invoice',
    });
    expect(fake?.named('registerPayment')).toHaveLength(0);
  });

  test('a failed confirm keeps every choice; the retry goes on from the confirm, not a new draft', async () => {
    let confirms = 0;
    const api = fakeApi({
      confirmSalesOrder: () => (++confirms === 1 ? failed(503) : ok({ Status: 'Confirmed' })),
    });
    const navigate = vi.fn();
    const { store } = await atSummary({ api: api.api, navigate });
    await store.getState().confirm();
    const { error, customer, step } = store.getState();
    expect(error?.message).toBe('Något gick fel hos oss. Försök igen om en stund.');
    expect(step).toBe('summary');
    expect(customer.FirstName).toBe('Anna');
    await error?.retry?.();
    expect(api.named('createSalesOrderDraft')).toHaveLength(1);
    expect(api.named('updateSalesOrder')).toHaveLength(1);
    expect(api.named('confirmSalesOrder')).toHaveLength(2);
    expect(navigate).toHaveBeenCalledOnce();
  });

  test('five confirms in one go send one draft: the lock is synchronous', async () => {
    const api = fakeApi({}, 5);
    const { store } = await atSummary({ api: api.api });
    await Promise.all([1, 2, 3, 4, 5].map(() => store.getState().confirm()));
    expect(api.named('createSalesOrderDraft')).toHaveLength(1);
    expect(api.named('registerPayment')).toHaveLength(1);
  });

  test('a payment URL off the allowed origins is not followed, and not offered again', async () => {
    for (const url of ['https://evil.example/pay', 'http://pay.example.test/pay', 'javascript:alert(1)']) {
      const navigate = vi.fn();
      const { store } = await atSummary({ api: fakeApi({ registerPayment: ok(url) }).api, navigate });
      await store.getState().confirm();
      expect(navigate).not.toHaveBeenCalled();
      expect(store.getState().error?.message).toContain('SO-1');
      expect(store.getState().error?.retry).toBeNull();
    }
  });

  test('an invoiced season ticket is done after the confirm, with no card payment', async () => {
    const { store, fake } = await atSummary();
    store.getState().choose({
      productId: SEASON.Id,
      paymentMethod: 'invoice',
      paymentOptionId: 'Monthly',
      step: 'summary',
    });
    await store.getState().confirm();
    expect(fake?.named('registerPayment')).toHaveLength(0);
    expect(store.getState().step).toBe('done');
  });

  test('BOOK-05 BOOK-06 BOOK-07 choosing a space locks it, another moves the lock, leaving releases it with keepalive', async () => {
    const { store, fake } = testStore();
    await store.getState().start();
    await store.getState().chooseSpace('space-1');
    expect(store.getState()).toMatchObject({ spaceUid: 'space-1', lockId: 'LOCK-1' });
    await store.getState().chooseSpace('space-2');
    expect(fake?.named('updateTempLock')[0]?.args[0]).toMatchObject({
      LockId: 'LOCK-1',
      spaceUid: 'space-2',
    });
    store.getState().leave();
    expect(fake?.named('removeTempLock')[0]?.args).toEqual([
      { fId: 'fac-1', LockId: 'LOCK-1' },
      { keepalive: true },
    ]);
    expect(store.getState().lockId).toBeNull();
    expect(store.getState().spaceUid).toBe('space-2');
  });

  test('a space that cannot be locked is not chosen, and the failure offers a retry', async () => {
    const { store } = testStore({
      api: fakeApi({ createTempLock: failed(409, 'Platsen är upptagen.') }).api,
    });
    await store.getState().start();
    await store.getState().chooseSpace('space-1');
    expect(store.getState().spaceUid).toBeNull();
    expect(store.getState().error?.message).toBe('Platsen är upptagen.');
    expect(store.getState().error?.retry).toBeTypeOf('function');
  });

  test('cancelling releases the lock and starts over', async () => {
    const { store, fake } = testStore();
    await store.getState().start();
    store.getState().choose({ productId: SEASON.Id, step: 'space' });
    await store.getState().chooseSpace('space-1');
    await store.getState().cancel();
    expect(fake?.named('removeTempLock')[0]?.args[1]).toEqual({ keepalive: false });
    expect(store.getState()).toMatchObject({ step: 'product', productId: null, spaceUid: null });
  });

  test('the customer form is checked before it is sent; a guest is created, a signed-in customer updated', async () => {
    const { store, fake } = testStore();
    await store.getState().start();
    store.getState().choose({ productId: PRE_BOOKING.Id, step: 'customer' });
    await store.getState().next();
    expect(Object.keys(store.getState().fieldErrors)).toEqual(['FirstName', 'LastName', 'Email', 'Phone']);
    expect(fake?.named('createOrEditCustomer')).toHaveLength(0);
    store.getState().choose({
      customer: {
        RecordId: null,
        FirstName: 'Anna',
        LastName: 'L',
        Email: 'a@example.se',
        Phone: '070 123 45 67',
      },
    });
    expect(store.getState().fieldErrors).toEqual({});
    await store.getState().next();
    expect(store.getState()).toMatchObject({ step: 'vehicle', customer: { RecordId: 'C-9001' } });

    const api = fakeApi({
      getLoggedInCustomer: ok({
        RecordId: 'C-1',
        name: 'Erik Berg',
        Email: 'erik@example.se',
        Phone: '0701111111',
      }),
    });
    const signedIn = testStore({ hasAuthCookie: () => true, api: api.api });
    signedIn.store.getState().choose({ productId: PRE_BOOKING.Id, step: 'customer' });
    await signedIn.store.getState().start();
    // The account's values fill the form; it goes on as an update of that customer.
    expect(signedIn.store.getState().customer).toMatchObject({
      FirstName: 'Erik',
      LastName: 'Berg',
      RecordId: 'C-1',
    });
    await signedIn.store.getState().next();
    expect(api.named('updateCustomer')[0]?.args[0]).toMatchObject({
      RecordId: 'C-1',
      Email: 'erik@example.se',
    });
    expect(api.named('createOrEditCustomer')).toHaveLength(0);
  });

  test('a Swedish plate is checked in the Swedish format unless it is marked foreign', async () => {
    const { store } = testStore();
    await store.getState().start();
    store.getState().choose({ productId: PRE_BOOKING.Id, step: 'vehicle' });
    store
      .getState()
      .choose({ vehicle: { Id: null, LicensePlate: 'B MW 1234', Description: '', foreign: false } });
    await store.getState().next();
    expect(store.getState().fieldErrors.LicensePlate).toBe(
      'Ange ett registreringsnummer som ABC 123, eller kryssa i Utländskt registreringsnummer.',
    );
    store
      .getState()
      .choose({ vehicle: { Id: null, LicensePlate: 'B MW 1234', Description: '', foreign: true } });
    await store.getState().next();
    expect(store.getState().step).toBe('payment');
  });

  test('a signed-in customer edits a vehicle (updatevehicle)', async () => {
    const api = fakeApi({ getLoggedInCustomer: ok({ RecordId: 'C-1', name: 'Erik Berg' }) });
    const { store } = testStore({ api: api.api, hasAuthCookie: () => true });
    store.getState().choose({ productId: PRE_BOOKING.Id, step: 'vehicle' });
    await store.getState().start();
    expect(store.getState().vehicles).toHaveLength(1);
    store.getState().editVehicle('V-1');
    store.getState().choose({ vehicle: { ...store.getState().vehicle, LicensePlate: 'MLB 84D' } });
    await store.getState().next();
    expect(api.named('updateVehicle')[0]?.args[0]).toEqual({
      Id: 'V-1',
      LicensePlate: 'MLB84D',
      Description: 'Volvo',
    });
    expect(store.getState().vehicle.Id).toBe('V-1');
  });

  test('a signed-in customer adds a vehicle (createvehicle) and it is chosen', async () => {
    const api = fakeApi({ getLoggedInCustomer: ok({ RecordId: 'C-1', name: 'Erik Berg' }) });
    const { store } = testStore({ api: api.api, hasAuthCookie: () => true });
    store.getState().choose({ productId: PRE_BOOKING.Id, step: 'vehicle' });
    await store.getState().start();
    store.getState().editVehicle(null);
    store.getState().choose({ vehicle: { ...store.getState().vehicle, LicensePlate: 'abc 123' } });
    await store.getState().next();
    expect(api.named('createVehicle')[0]?.args[0]).toEqual({ LicensePlate: 'ABC123', Description: '' });
    expect(store.getState()).toMatchObject({ step: 'payment', vehicle: { Id: 'V-2' } });
  });

  test('a failed facility load shows the failure with a retry that loads it again', async () => {
    let calls = 0;
    const api = fakeApi({
      getFacilitySummary: () => (++calls === 1 ? failed(500) : ok({ Uid: 'fac-1', Products: [] })),
    });
    const { store } = testStore({ api: api.api });
    await store.getState().start();
    expect(store.getState().facility).toBeNull();
    await store.getState().error?.retry?.();
    expect(store.getState().facility).not.toBeNull();
    expect(store.getState().error).toBeNull();
  });
});
