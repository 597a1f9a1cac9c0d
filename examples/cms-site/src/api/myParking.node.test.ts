// My parking and landlord calls over HTTP: the cookie's bearer, and state the page shows.
import type { ApiClient } from '@nordpark/api';
import { sampleMyParkingVehicles } from '@nordpark/fixtures';
import { DEMO_CASES } from '@nordpark/fixtures/backend';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { clientFor } from '../testing/apiClient';
import { EVERY_CALL } from '../testing/everyCall';
import { fetchPage, islandsOf, startTestServer } from '../testing/testServer';

// The backend's messages as its source writes them (a Swedish page's calls get them in Swedish).
const ENGLISH = { language: 'en' } as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The calls only a signed-in customer may make (spec §6, architecture §5). */
const SIGNED_IN_CALLS: (keyof ApiClient)[] = [
  'getLoggedInCustomer',
  'getVehicles',
  'checkPermitForDeleteVehicle',
  'updatePermit',
  'checkIfDocumentExist',
  'getOrderLineTerminationDate',
  'getPlaces',
  'getCustomers',
  'getPermitDetails',
  'refreshLogin',
];

const platesOnPage = async () => {
  const { document } = await fetchPage(server, '/se/my-parking');
  return islandsOf(document).map(({ props }) =>
    typeof props === 'object' && props !== null && 'vehicle' in props ? JSON.stringify(props.vehicle) : '',
  );
};

describe('my parking over HTTP', () => {
  test.each(SIGNED_IN_CALLS)(
    'ERR-01 CFG-09 CFG-10 %s is a 401 without the user-hash cookie and a 200 with it',
    async (name) => {
      expect(await EVERY_CALL[name](clientFor(server, { ...ENGLISH, userHash: null }))).toMatchObject({
        ok: false,
        status: 401,
        info: 'Authentication error.',
      });
      expect(await EVERY_CALL[name](clientFor(server, ENGLISH))).toMatchObject({ ok: true, status: 200 });
    },
  );

  test('ERR-01 CFG-09 a cookie that names no customer is a 401 too', async () => {
    expect(
      await clientFor(server, { ...ENGLISH, userHash: 'demo-C-000000' }).getLoggedInCustomer(),
    ).toMatchObject({
      status: 401,
    });
  });

  test('CFG-09 API-25 BOOK-15 the my-parking page’s cookie signs in its customer: the name the page greets', async () => {
    const { response, document } = await fetchPage(server, '/se/my-parking');
    const hash = /^np_userhash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    expect(hash).toBe('demo-C-200101');
    const customer = await clientFor(server, { ...ENGLISH, userHash: hash ?? null }).getLoggedInCustomer();
    expect(customer.ok && customer.body?.name).toBe(document.querySelector('main p strong')?.textContent);
  });

  test('MYP-07 MYP-08 ERR-15 ERR-16 the vehicle in a permit cannot be deleted: the check says so and the delete is refused', async () => {
    const client = clientFor(server, ENGLISH);
    const vehicle = sampleMyParkingVehicles.find((item) => item.plateText === DEMO_CASES.plateInPermit);
    if (!vehicle) throw new Error('no vehicle in the demo permit');
    expect(await client.checkPermitForDeleteVehicle(vehicle)).toMatchObject({
      ok: true,
      body: { existsInPermit: true },
    });
    expect(await client.deleteVehicle(vehicle)).toMatchObject({
      ok: false,
      status: 400,
      errorMessage: expect.stringMatching(/<\/strong> .+/),
    });
  });

  test('API-41 MYP-09 a deleted vehicle is gone from getvehicles and from the my-parking page on its next load', async () => {
    const client = clientFor(server, ENGLISH);
    const vehicle = sampleMyParkingVehicles[1];
    if (!vehicle) throw new Error('no sample vehicle');
    expect(await platesOnPage()).toContain(JSON.stringify(vehicle));
    expect(await client.checkPermitForDeleteVehicle(vehicle)).toMatchObject({
      body: { existsInPermit: false },
    });
    expect(await client.deleteVehicle(vehicle)).toMatchObject({ ok: true, status: 200 });
    const list = await client.getVehicles();
    expect(list.ok && list.body.VehicleList.map((item) => item.LicensePlate)).not.toContain(
      vehicle.plateText,
    );
    expect(await platesOnPage()).not.toContain(JSON.stringify(vehicle));
    expect(await client.deleteVehicle(vehicle)).toMatchObject({ ok: false, status: 404 });
  });

  test('API-29 a vehicle created through the API is a row of the my-parking page', async () => {
    const client = clientFor(server, ENGLISH);
    expect(await client.createVehicle({ LicensePlate: 'PGE 101', Description: 'Volvo' })).toMatchObject({
      ok: true,
    });
    expect((await platesOnPage()).some((props) => props.includes('"plateText":"PGE 101"'))).toBe(true);
  });

  test('MYP-12 ERR-18 a pending preliminary order is declined once; the approved demo order cannot be', async () => {
    const client = clientFor(server, ENGLISH);
    const [pending] = DEMO_CASES.pendingPreliminaryOrders;
    expect(await client.declineSalesOrder({ orderId: pending })).toMatchObject({ ok: true, status: 200 });
    expect(await client.declineSalesOrder({ orderId: DEMO_CASES.approvedPreliminaryOrder })).toMatchObject({
      ok: false,
      status: 400,
      errorMessage: expect.stringMatching(/already approved/),
    });
    expect(await client.approveSalesOrder({ orderId: 'SO-5' })).toMatchObject({ ok: false, status: 404 });
  });

  test('MYP-11 ERR-17 the landlord deletes another customer but not the one signed in', async () => {
    const client = clientFor(server, ENGLISH);
    expect(await client.deleteCustomer({ Contact_Number: 'C-200111' })).toMatchObject({ ok: true });
    const customers = await client.getCustomers();
    expect(customers.ok && JSON.stringify(customers.body)).not.toContain('C-200111');
    expect(await client.deleteCustomer({ Contact_Number: 'C-200101' })).toMatchObject({
      ok: false,
      status: 400,
      errorMessage: expect.stringMatching(/signed in/),
    });
  });

  test.each([
    ['sv', 'Du kan inte ta bort kunden som du är inloggad som.'],
    ['nb', 'Du kan ikke slette kunden du er logget inn som.'],
    ['fi', 'Et voi poistaa asiakasta, jona olet kirjautunut.'],
  ] as const)('ERR-17 the refusal speaks the page language (X-Language %s)', async (language, message) => {
    const answer = await clientFor(server, { language }).deleteCustomer({ Contact_Number: 'C-200101' });
    expect(answer).toMatchObject({ ok: false, status: 400, errorMessage: message });
  });
});
