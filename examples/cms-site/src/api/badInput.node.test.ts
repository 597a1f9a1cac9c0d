// Real status codes for bad input and unknown ids, over HTTP (architecture §5).
import type { ApiClient, ApiResult } from '@nordpark/api';
import { facilities } from '@nordpark/fixtures';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { clientFor } from '../testing/apiClient';
import { CALL_NAMES, EVERY_CALL } from '../testing/everyCall';
import { startTestServer } from '../testing/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fId = facilities[0]?.Uid ?? '';
type Call = (client: ApiClient) => Promise<ApiResult<unknown>>;

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('bad input is a 400 with an ErrorMessage', () => {
  const cases: [string, Call][] = [
    ['API-16 getfacilitysummary without fId', (c) => c.getFacilitySummary({ fId: '' })],
    ['API-20 a draft without a facility', (c) => c.createSalesOrderDraft({})],
    ['API-21 an update without SalesOrderId', (c) => c.updateSalesOrder({})],
    [
      'API-24 a flex price for dates out of order',
      (c) => c.getFlexbookingPrice({ startDate: '2026-12-03', endDate: '2026-12-01' }),
    ],
    ['API-29 a vehicle without a plate', (c) => c.createVehicle({ Description: 'Saab' })],
    ['API-31 a lock without a space', (c) => c.createTempLock({})],
    [
      'API-41 a vehicle delete without its uid',
      (c) => c.deleteVehicle({ id: '5002', plateText: 'MLB 84C', uid: '' }),
    ],
    ['API-43 a customer delete without Contact_Number', (c) => c.deleteCustomer({ Contact_Number: '' })],
    ['API-54 an invoice check without documentNumber', (c) => c.checkIfDocumentExist({ documentNumber: '' })],
    [
      'API-56 a termination date without orderLineId',
      (c) => c.getOrderLineTerminationDate({ salesOrderId: 'SO-1', orderLineId: '' }),
    ],
    [
      'API-01 nearby facilities at latitude 91',
      (c) => c.getNearbyFacilities({ latitude: 91, longitude: 18 }),
    ],
  ];

  test.each(cases)('%s', async (_, call) => {
    const result = await call(clientFor(server));
    expect(result).toMatchObject({ ok: false, status: 400, info: 'Error.', reason: 'http' });
    expect(result.errorMessage).toMatch(/\w/);
  });

  test.each([
    ['CFG-07 malformed JSON', '{"SalesOrderId": ', 'application/json'],
    ['CFG-07 a JSON list', '["SO-1"]', 'application/json'],
    ['CFG-04 a body that is neither JSON nor a form', 'SalesOrderId=SO-1', 'text/plain'],
  ])('%s as a POST body', async (_, body, type) => {
    const response = await post('/se/booking/updatesalesorder', body, type);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ErrorMessage: expect.any(String) });
  });
});

describe('unknown ids and endpoints are a 404 with an ErrorMessage', () => {
  const cases: [string, Call][] = [
    ['ERR-03 API-16 an unknown facility', (c) => c.getFacilitySummary({ fId: 'no-such-facility' })],
    [
      'ERR-03 API-18 an unknown product of a facility',
      (c) => c.getParkingSpaceAvailability({ fId, productId: 'P-1' }),
    ],
    ['ERR-03 API-22 an unknown sales order', (c) => c.confirmSalesOrder({ SalesOrderId: 'SO-1' })],
    ['ERR-03 API-30 an unknown vehicle', (c) => c.updateVehicle({ Id: 'V-1', Description: 'x' })],
    ['ERR-03 API-33 an unknown lock', (c) => c.updateTempLock({ LockId: 'L-1' })],
    ['ERR-03 API-49 an unknown permit', (c) => c.getPermitDetails({ permitId: 'P-1' })],
    ['ERR-03 API-53 an unknown preliminary order', (c) => c.declineSalesOrder({ orderId: 'SO-1' })],
  ];

  test.each(cases)('%s', async (_, call) => {
    const result = await call(clientFor(server));
    expect(result).toMatchObject({ ok: false, status: 404, info: 'Endpoint not found.' });
    expect(result.errorMessage).toMatch(/\w/);
  });

  test('ERR-03 an action no route has, under an API folder, is a JSON 404; a page path is the HTML 404 page', async () => {
    const api = await fetch(`${server.url}/booking/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ ErrorMessage: 'No endpoint answers GET /booking/nothing.' });
    const page = await fetch(`${server.url}/se/nothing`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  test('CFG-06 CFG-07 a known endpoint with the wrong method is a 405', async () => {
    expect((await fetch(`${server.url}/booking/createtemplock`)).status).toBe(405);
  });
});

describe('the reference server answers every call', () => {
  test('API-36 every client function reaches a route of the server: none answers "no endpoint" or fails', async () => {
    const client = clientFor(server);
    for (const name of CALL_NAMES) {
      const result = await EVERY_CALL[name](client);
      expect(result.errorMessage ?? '', name).not.toMatch(/No endpoint/);
      expect(result.status, name).toBeLessThan(500);
    }
  });
});
