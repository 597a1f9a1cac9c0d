import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import { forgetSharedReads } from '../http/shared';
import { CALL_CASES, CALL_NAMES, FACILITY_UID } from '../testing/callCases';
import { CASE_PATHS, testConfig } from '../testing/testConfig';
import { startTestServer, type TestServer } from '../testing/testServer';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function clientFor(input: Parameters<typeof testConfig>[0] = {}) {
  return createApiClient(testConfig({ apiBase: server.origin, ...CASE_PATHS, ...input }), {
    getCookie: () => 'user-hash-1',
  });
}

describe('every call over real HTTP', () => {
  test('the case table covers every function of the client', () => {
    expect(CALL_NAMES.sort()).toEqual(Object.keys(clientFor()).sort());
  });

  for (const name of CALL_NAMES) {
    const spec = CALL_CASES[name];
    test(`${spec.title} (${name})`, async () => {
      server.respond(() => spec.reply);
      const result = await spec.invoke(clientFor());
      const request = server.last();

      expect(request.method).toBe(spec.method);
      expect(request.pathname).toBe(spec.path);
      if (spec.method === 'GET') {
        expect(Object.fromEntries(request.query)).toEqual(spec.query ?? {});
        expect(request.body).toBe('');
      } else {
        expect(request.url).not.toContain('?');
        expect(request.headers['content-type']).toBe('application/json');
        expect(JSON.parse(request.body)).toEqual(spec.body);
      }
      expect(request.headers.accept).toBe(spec.kind === 'json' ? 'application/json' : 'text/html');
      for (const [header, value] of Object.entries(spec.headers ?? {})) {
        expect(request.headers[header]).toBe(value);
      }

      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.info).toBe('OK');
      expect(result.status).toBe(spec.expectStatus ?? 200);
      if (spec.expectBody !== undefined) expect(result.body).toEqual(spec.expectBody);
      if (spec.expectErrorMessage !== undefined) expect(result.errorMessage).toBe(spec.expectErrorMessage);
    });
  }
});

describe('getnearbyfacilities', () => {
  test('API-02 API-04 API-05 maxDistance, size, lang and init can be given', async () => {
    server.respond(() => ({ json: [] }));
    await clientFor().getNearbyFacilities({
      latitude: 60.17,
      longitude: 24.94,
      maxDistance: 12,
      size: 20,
      lang: 'fi',
      init: true,
    });
    expect(Object.fromEntries(server.last().query)).toMatchObject({
      maxDistance: '12',
      size: '20',
      lang: 'fi',
      init: 'true',
    });
  });

  test.each([
    [500, { json: { ErrorMessage: 'down' } }],
    [404, { text: '' }],
    [401, { text: '' }],
  ])('API-07 ERR-25 an HTTP %i is an empty list', async (status, reply) => {
    server.respond(() => ({ status, ...reply }));
    const result = await clientFor().getNearbyFacilities({ latitude: 59.3, longitude: 18 });
    expect(result.ok).toBe(false);
    expect(result.facilities).toEqual([]);
  });

  test('API-07 a 200 whose StatusCode is not 200 is an empty list', async () => {
    server.respond(() => ({ json: { StatusCode: 500, Data: [{ Uid: 'F1' }], ErrorMessage: 'stale' } }));
    const result = await clientFor().getNearbyFacilities({ latitude: 59.3, longitude: 18 });
    expect(result.status).toBe(500);
    expect(result.facilities).toEqual([]);
  });

  test('API-06 API-07 an answer that is not a list is no facilities, never a crash', async () => {
    server.respond(() => ({ json: { Facilities: 'none' } }));
    const result = await clientFor().getNearbyFacilities({ latitude: 59.3, longitude: 18 });
    expect(result.facilities).toEqual([]);
  });

  test('API-06 the list may come as the envelope Data', async () => {
    server.respond(() => ({ json: { StatusCode: 200, Data: [{ Uid: 'F1' }] } }));
    const result = await clientFor().getNearbyFacilities({ latitude: 59.3, longitude: 18 });
    expect(result.facilities).toEqual([{ Uid: 'F1' }]);
  });
});

describe('answers without the named shape are parse failures (ERR-06)', () => {
  test.each([
    ['getProducts', { json: { Places: 'none' } }],
    ['getAccessDeviceAvailability', { json: { Availability: 'many' } }],
    ['checkPermitForDeleteVehicle', { json: { data: {} } }],
    ['registerPayment', { text: '' }],
    ['getVehicles', { json: { Vehicles: [] } }],
    ['getParkingSpaceAvailability', { json: { Items: [] } }],
    ['getPaymentOptions', { json: {} }],
    ['getFlexbookingPrice', { json: { Total: 'free' } }],
  ] as const)('ERR-06 %s', async (name, reply) => {
    server.respond(() => reply);
    const result = await CALL_CASES[name].invoke(clientFor());
    expect(result).toMatchObject({ ok: false, status: 400, info: 'Error.', reason: 'parse' });
  });

  test('API-35 registerpayment also takes the URL as plain text or as Data', async () => {
    server.respond(() => ({ text: 'https://pay.example.com/a\n', contentType: 'text/plain' }));
    expect(await clientFor().registerPayment({})).toMatchObject({
      ok: true,
      body: 'https://pay.example.com/a',
    });
    server.respond(() => ({ json: { StatusCode: 200, Data: 'https://pay.example.com/b' } }));
    expect(await clientFor().registerPayment({})).toMatchObject({
      ok: true,
      body: 'https://pay.example.com/b',
    });
  });

  test('API-12 products pairs whose second element is not a list are dropped', async () => {
    server.respond(() => ({ json: { Places: [['A', [{ Id: 'P-1' }]], ['B', null], 'C'] } }));
    const result = await clientFor().getProducts({ fId: FACILITY_UID });
    expect(result.ok && result.body).toEqual({ Places: [['A', [{ Id: 'P-1' }]]] });
  });

  test('API-40 existsInPermit is read at the top level too', async () => {
    server.respond(() => ({ json: { existsInPermit: false } }));
    const result = await clientFor().checkPermitForDeleteVehicle({ id: '1', plateText: 'ABC 123', uid: 'u' });
    expect(result.ok && result.body).toEqual({ existsInPermit: false });
  });

  test('API-57 MYP-16 a missing TerminationDate is null, not an error', async () => {
    server.respond(() => ({ json: { StatusCode: 200 } }));
    const result = await clientFor().getOrderLineTerminationDate({ salesOrderId: 1, orderLineId: 2 });
    expect(result.ok && result.body).toEqual({ TerminationDate: null });
  });

  test('API-57 MYP-17 the contract end date is kept when the server sends one', async () => {
    server.respond(() => ({ json: { TerminationDate: '2026-12-31', ContractEndDate: '2026-11-30' } }));
    const result = await clientFor().getOrderLineTerminationDate({ salesOrderId: 1, orderLineId: 2 });
    expect(result.ok && result.body).toEqual({
      TerminationDate: '2026-12-31',
      ContractEndDate: '2026-11-30',
    });
  });

  test('API-25 nobody logged in is a null customer', async () => {
    server.respond(() => ({ json: null }));
    const result = await clientFor().getLoggedInCustomer();
    expect(result).toMatchObject({ ok: true, body: null });
  });
});

describe('path templates (CFG-02, CFG-03)', () => {
  test('CFG-02 CFG-03 booking-controller and booking-flow calls go under the configured paths', async () => {
    server.respond(() => ({ json: { VehicleList: [] } }));
    const client = clientFor({ bookingController: '/x/ctrl/', bookingflowPage: '/no/bestill/' });
    await client.getVehicles();
    expect(server.last().pathname).toBe('/x/ctrl/getvehicles');
    server.respond(() => ({ json: [] }));
    await client.getPaymentOptions();
    expect(server.last().pathname).toBe('/no/bestill/paymentoptions');
  });

  test('CFG-02 a controller path without its trailing slash still yields {controller}/{action}', async () => {
    server.respond(() => ({ json: { VehicleList: [] } }));
    await clientFor({ bookingController: '/x/ctrl' }).getVehicles();
    expect(server.last().pathname).toBe('/x/ctrl/getvehicles');
  });

  test('the my-parking product is URL-encoded into /my{product}…', async () => {
    server.respond(() => ({ json: { data: { existsInPermit: false } } }));
    await clientFor({ myParkingProduct: 'företag/parking' }).checkPermitForDeleteVehicle({
      id: '1',
      plateText: 'ABC 123',
      uid: 'u',
    });
    expect(server.last().pathname).toBe('/myf%C3%B6retag%2Fparkingsettingspage/checkpermitfordeletevehicle');
  });

  test('an apiBase with a path prefix is put in front of every path', async () => {
    server.respond(() => ({ json: [] }));
    await clientFor({ apiBase: `${server.origin}/proxy/` }).getNearbyFacilities({
      latitude: 1,
      longitude: 2,
    });
    expect(server.last().pathname).toBe('/proxy/booking/getnearbyfacilities');
  });
});

describe('removing a temporary lock on unload', () => {
  test('API-32 removeTempLock passes keepalive to fetch', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient(testConfig({ apiBase: server.origin }), {
      fetch: (input, init) => {
        seen.push(init);
        return fetch(input, init);
      },
    });
    server.respond(() => ({ json: {} }));
    const result = await client.removeTempLock({ LockId: 'L-1' }, { keepalive: true });
    expect(result.ok).toBe(true);
    expect(seen[0]?.keepalive).toBe(true);
    await client.createTempLock({});
    expect(seen[1]?.keepalive).toBe(false);
  });
});
