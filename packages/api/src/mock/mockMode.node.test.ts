import { FIXTURE_TODAY, facilities, sampleMyParkingVehicles } from '@nordpark/fixtures';
import {
  DEMO_CASES as MOCK_CASES,
  FLEX_PRICE_PER_DAY as MOCK_FLEX_PRICE_PER_DAY,
} from '@nordpark/fixtures/backend';
import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createCallContext } from '../calls/callContext';
import { createApiClient } from '../client';
import { forgetSharedReads } from '../http/shared';
import { createPlacesProvider } from '../places/createPlacesProvider';
import { CALL_CASES, CALL_NAMES, FACILITY_UID } from '../testing/callCases';
import { testConfig } from '../testing/testConfig';
import { FIXED_DELAYS, mockDelay } from './delays';
import { createMockRoutes, createMockSender } from './mockSender';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

afterEach(() => {
  vi.useRealTimers();
});

const noFetch = () => {
  throw new Error('mock mode must not fetch');
};
const mockClient = (mock: { maxDelay?: number; delay?: number } = { delay: 0 }) =>
  createApiClient(testConfig({ mock }), { fetch: noFetch });

describe('mock mode answers every call (API-36)', () => {
  test('API-36 every client function has a mock route', () => {
    const names = new Set(createMockRoutes(testConfig({ mock: true })).map((route) => route.name));
    for (const name of CALL_NAMES) expect(names.has(name), name).toBe(true);
  });

  for (const name of CALL_NAMES) {
    test(`API-36 ${name} is answered from the fixtures with delay 0`, async () => {
      const result = await CALL_CASES[name].invoke(mockClient());
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (result.ok && CALL_CASES[name].kind === 'html') expect(String(result.body)).toMatch(/<\w+/);
    });
  }

  test('API-06 mock nearby facilities are fixture facilities within maxDistance, nearest first, at most size', async () => {
    const [lng, lat] = facilities[0]?.Address.Marker.Coordinates ?? [0, 0];
    const result = await mockClient().getNearbyFacilities({
      latitude: lat,
      longitude: lng,
      maxDistance: 3,
      size: 8,
    });
    expect(result.facilities.length).toBeGreaterThan(0);
    expect(result.facilities.length).toBeLessThanOrEqual(8);
    const distances = result.facilities.map((facility) => facility.Address.Distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3000);
    expect(result.facilities[0]?.Uid).toBe(facilities[0]?.Uid);
  });

  test('BOOK-13 the mock flex price is 100 SEK per day', async () => {
    const result = await mockClient().getFlexbookingPrice({ startDate: '2026-12-01', endDate: '2026-12-03' });
    expect(MOCK_FLEX_PRICE_PER_DAY).toBe(100);
    expect(result.ok && result.body).toEqual({ Price: 300, Currency: 'SEK', Days: 3 });
    const oneDay = await mockClient().getFlexbookingPrice({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(oneDay.ok && oneDay.body.Price).toBe(100);
  });

  test('BOOK-13 property: the mock flex price is 100 SEK times the days booked', async () => {
    const client = mockClient();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        async (offset, length) => {
          const start = new Date(Date.UTC(2026, 0, 1 + offset));
          const end = new Date(start.getTime() + length * 86_400_000);
          const iso = (date: Date) => date.toISOString().slice(0, 10);
          const result = await client.getFlexbookingPrice({ startDate: iso(start), endDate: iso(end) });
          expect(result.ok && result.body.Price).toBe((length + 1) * 100);
        },
      ),
      { numRuns: 50 },
    );
  });

  test('BOOK-01..04 a booking goes draft, updated, confirmed, paid', async () => {
    const client = mockClient();
    const draft = await client.createSalesOrderDraft({ fId: FACILITY_UID });
    expect(draft).toMatchObject({ ok: true, body: { Status: 'Draft' } });
    const id = draft.ok ? (draft.body as { SalesOrderId: string }).SalesOrderId : '';
    expect(await client.updateSalesOrder({ SalesOrderId: id })).toMatchObject({
      body: { Status: 'Updated' },
    });
    expect(await client.confirmSalesOrder({ SalesOrderId: id })).toMatchObject({
      body: { Status: 'Confirmed' },
    });
    const payment = await client.registerPayment({ SalesOrderId: id });
    expect(payment.ok && payment.body).toMatch(/^https:\/\/payment\.example\.com\/.+order=SO-/);
  });

  test('a vehicle created in mock mode is in the next vehicle list', async () => {
    const client = mockClient();
    await client.createVehicle({ LicensePlate: 'NEW 001', Description: 'Test' });
    const list = await client.getVehicles();
    expect(list.ok && list.body.VehicleList.map((vehicle) => vehicle.LicensePlate)).toContain('NEW 001');
  });

  test('MYP-08 ERR-19 ERR-20 ERR-21 the mock shows every unhappy path of the dialogs', async () => {
    const client = mockClient();
    const inPermit = sampleMyParkingVehicles.find(
      (vehicle) => vehicle.plateText === MOCK_CASES.plateInPermit,
    );
    expect(inPermit).toBeDefined();
    if (!inPermit) return;
    expect(await client.checkPermitForDeleteVehicle(inPermit)).toMatchObject({
      body: { existsInPermit: true },
    });
    expect(await client.checkIfDocumentExist({ documentNumber: '7404' })).toMatchObject({
      ok: true,
      errorMessage: 'Fakturan 7404 hittades inte.',
    });
    expect(await client.getOrderLineTerminationDate({ salesOrderId: 1, orderLineId: 10 })).toMatchObject({
      body: { TerminationDate: null },
    });
    expect(
      await client.terminateOrderLine(
        { salesOrderId: 1, orderLineId: 1 },
        { reason: '', terminationDate: '2027-01-31' },
      ),
    ).toMatchObject({ ok: true, status: 400, errorMessage: expect.any(String) });
  });

  test("the mock backend's refusals speak the page's language, or the call's, as the real backend's do", async () => {
    const vehicle = { id: '1', plateText: 'XYZ 999', uid: 'nobody' };
    const refusal = async (language: 'sv' | 'nb' | 'fi' | 'en', override?: string) => {
      const client = createApiClient(testConfig({ language, mock: { delay: 0 } }), { fetch: noFetch });
      return (await client.deleteVehicle(vehicle, override ? { language: override } : {})).errorMessage;
    };
    expect(await refusal('sv')).toBe('Du har inget fordon XYZ 999 (nobody).');
    expect(await refusal('nb')).toBe('Du har ikke noe kjøretøy XYZ 999 (nobody).');
    expect(await refusal('fi')).toBe('Sinulla ei ole ajoneuvoa XYZ 999 (nobody).');
    expect(await refusal('en')).toBe('You have no vehicle XYZ 999 (nobody).');
    expect(await refusal('en', 'fi')).toBe('Sinulla ei ole ajoneuvoa XYZ 999 (nobody).');
  });

  test('an unknown facility is a 404 in mock mode too', async () => {
    expect(await mockClient().getFacilitySummary({ fId: 'no-such-facility' })).toMatchObject({
      ok: false,
      info: 'Endpoint not found.',
    });
    expect(await mockClient().getPricesProductsPartial({ fId: 'no-such-facility' })).toMatchObject({
      ok: false,
      status: 500,
    });
  });

  test('mock answers move the fixtures dates to the given day', async () => {
    const on = (today: string) =>
      createCallContext(
        testConfig({ mock: { delay: 0 } }),
        createMockSender(testConfig({ mock: { delay: 0 } }), { today }),
      );
    const request = {
      method: 'GET',
      path: '/myparking/GetOrderLineTerminationDate',
      data: { orderLineId: 1 },
    } as const;
    expect(FIXTURE_TODAY).toBe('2026-11-23');
    expect(await on(FIXTURE_TODAY).json(request)).toMatchObject({ body: { TerminationDate: '2026-12-31' } });
    expect(await on('2026-12-03').json(request)).toMatchObject({ body: { TerminationDate: '2027-01-10' } });
  });
});

describe('mock delays (API-37, API-38)', () => {
  test('API-37 the random delay is between 0 and maxDelay (about 5 s by default)', () => {
    expect(testConfig({ mock: true }).mock).toEqual({ maxDelay: 5000 });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.nat(10_000), (r, max) => {
        const delay = mockDelay({ maxDelay: max }, undefined, () => r);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(max);
      }),
    );
  });

  test('API-38 the sales-order steps and payment have fixed delays of 2 or 3 s; delay overrides all', () => {
    expect(Object.values(FIXED_DELAYS).every((ms) => ms === 2000 || ms === 3000)).toBe(true);
    expect(mockDelay({ maxDelay: 5000 }, FIXED_DELAYS.confirmSalesOrder, () => 0.1)).toBe(3000);
    expect(mockDelay({ maxDelay: 5000 }, FIXED_DELAYS.createSalesOrderDraft, () => 0.9)).toBe(2000);
    expect(mockDelay({ maxDelay: 5000, delay: 0 }, FIXED_DELAYS.registerPayment, () => 0.9)).toBe(0);
    const routes = createMockRoutes(testConfig({ mock: true }));
    for (const [name, ms] of Object.entries(FIXED_DELAYS)) {
      expect(routes.find((route) => route.name === name)?.fixedDelay).toBe(ms);
    }
  });

  test('API-37 an answer comes only after its random delay', async () => {
    vi.useFakeTimers();
    const config = testConfig({ mock: { maxDelay: 5000 } });
    const ctx = createCallContext(config, createMockSender(config, { random: () => 0.5 }));
    let done = false;
    const pending = ctx.json({ method: 'GET', path: '/permits/types' }).then((result) => {
      done = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: true });
  });

  test('API-38 confirmsalesorder answers after exactly 3 s', async () => {
    vi.useFakeTimers();
    const config = testConfig({ mock: { maxDelay: 5000 } });
    const ctx = createCallContext(config, createMockSender(config, { random: () => 0 }));
    let done = false;
    void ctx.json({ method: 'POST', path: '/se/booking/confirmsalesorder', data: {} }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  test('a mock call aborted during its delay resolves at once with aborted: true', async () => {
    vi.useFakeTimers();
    const client = createApiClient(testConfig({ mock: { maxDelay: 5000 } }));
    const controller = new AbortController();
    const pending = client.getPermitTypes(undefined, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(await pending).toMatchObject({ ok: false, aborted: true });
  });
});

describe('mock places', () => {
  test('API-13 API-14 in mock mode autocomplete answers from the gazetteer, Google or not', async () => {
    const provider = createPlacesProvider(
      testConfig({ mock: { delay: 0 }, places: { provider: 'google' } }),
      {
        fetch: noFetch,
      },
    );
    const suggestions = await provider.suggest('gote', { sessionToken: 't' });
    expect(suggestions.ok).toBe(true);
    if (!suggestions.ok) return;
    expect(suggestions.body.length).toBeGreaterThan(0);
    expect(suggestions.body.length).toBeLessThanOrEqual(5);
    expect(suggestions.body[0]?.Text).toMatch(/Göteborg/);
    const id = suggestions.body[0]?.Id ?? '';
    const details = await provider.details(id, { sessionToken: 't' });
    expect(details.ok && details.body.formattedAddress).toMatch(/Göteborg/);
    expect(details.ok && details.body.location.lat).toBeCloseTo(57.7, 0);
  });
});
