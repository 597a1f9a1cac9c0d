// The error catalogue (spec §8) through the real @nordpark/api client over real HTTP against
// the reference server: real answers where the server gives them, injected faults otherwise.

import { facilities } from '@nordpark/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { clientFor } from '../testing/apiClient';
import { CALL_NAMES, EVERY_CALL } from '../testing/everyCall';
import { startTestServer } from '../testing/testServer';

// The backend's messages as its source writes them (a Swedish page's calls get them in Swedish).
const ENGLISH = { language: 'en' } as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.clearFaults());
afterAll(() => server.close());

const fId = facilities[0]?.Uid ?? '';
const NEARBY = '/booking/getnearbyfacilities';
const PRICES = '/facilitypage/getpricesproductspartial';
const SUMMARY = '/booking/getfacilitysummary';

describe('ERR-01..08 failures', () => {
  test('ERR-01 CFG-10 a my-parking call without the user-hash cookie is the server’s own 401', async () => {
    const result = await clientFor(server, { userHash: null }).checkIfDocumentExist({ documentNumber: '1' });
    expect(result).toMatchObject({ ok: false, status: 401, info: 'Authentication error.', reason: 'auth' });
    expect(result.errorMessage).toMatch(/np_userhash/);
  });

  test('ERR-02 an injected 403 is that status with "Authentication error."', async () => {
    server.injectFault({ path: '/landlord/getplaces', status: 403 });
    expect(await clientFor(server).getPlaces()).toMatchObject({
      ok: false,
      status: 403,
      info: 'Authentication error.',
    });
  });

  test('ERR-03 an unknown facility is the server’s 404: "Endpoint not found." with the URL requested', async () => {
    expect(await clientFor(server).getFacilitySummary({ fId: 'no-such-facility' })).toEqual({
      ok: false,
      status: 404,
      info: 'Endpoint not found.',
      url: `${server.url}${SUMMARY}?fId=no-such-facility&lang=sv`,
      errorMessage: 'No facility has the Uid "no-such-facility".',
      reason: 'not-found',
      aborted: false,
    });
  });

  test.each([500, 502, 503])(
    'ERR-04 an injected %i is "Internal server error." with the URL',
    async (status) => {
      server.injectFault({ path: SUMMARY, status, body: '<h1>down</h1>', contentType: 'text/html' });
      expect(await clientFor(server).getFacilitySummary({ fId })).toMatchObject({
        ok: false,
        status,
        info: 'Internal server error.',
        url: `${server.url}${SUMMARY}?fId=${fId}&lang=sv`,
        reason: 'server',
      });
    },
  );

  test('ERR-05 a dropped connection is status 400 "Error."', async () => {
    server.injectFault({ path: SUMMARY, drop: true });
    expect(await clientFor(server).getFacilitySummary({ fId })).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      reason: 'network',
    });
  });

  test('ERR-05 an answer later than the time limit is status 400 "Error."', async () => {
    server.injectFault({ path: SUMMARY, delayMs: 500 });
    expect(await clientFor(server, { timeoutMs: 100 }).getFacilitySummary({ fId })).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      reason: 'timeout',
    });
  });

  test.each([
    ['malformed JSON', '{"Uid": '],
    ['an empty body', ''],
  ])('ERR-06 %s in a 200 answer is status 400 "Error."', async (_, body) => {
    server.injectFault({ path: SUMMARY, body });
    expect(await clientFor(server).getFacilitySummary({ fId })).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      reason: 'parse',
    });
  });

  test.each([
    ['empty', ''],
    ['blank', '  \n '],
  ])('ERR-07 an %s HTML answer is status 500 "Internal server error."', async (_, body) => {
    server.injectFault({ path: PRICES, body, contentType: 'text/html' });
    expect(await clientFor(server).getPricesProductsPartial({ fId })).toMatchObject({
      ok: false,
      status: 500,
      info: 'Internal server error.',
      reason: 'empty',
    });
  });

  test('ERR-08 a failed HTML call is status 500 "Internal server error.": the server’s 404, a 503, a drop', async () => {
    const client = clientFor(server, ENGLISH);
    const failed = { ok: false, status: 500, info: 'Internal server error.' };
    expect(await client.getPricesProductsPartial({ fId: 'no-such-facility' })).toMatchObject(failed);
    server.injectFault({ path: PRICES, status: 503, times: 1 });
    expect(await client.getPricesProductsPartial({ fId })).toMatchObject(failed);
    server.injectFault({ path: PRICES, drop: true, times: 1 });
    expect(await client.getPricesProductsPartial({ fId })).toMatchObject(failed);
    expect(await client.getPricesProductsPartial({ fId })).toMatchObject({
      ok: true,
      status: 200,
      info: 'OK',
    });
  });
});

describe('ERR-09..12 success', () => {
  test('ERR-09 ERR-10 ERR-11 ERR-12 an answer without an envelope: status 200, "OK", the whole answer, errorMessage null', async () => {
    const result = await clientFor(server, ENGLISH).getFacilitySummary({ fId });
    expect(result).toMatchObject({ ok: true, status: 200, info: 'OK', errorMessage: null });
    expect(result.ok && result.body.Uid).toBe(fId);
  });

  test('ERR-11 API-62 an enveloped answer’s body is its Data', async () => {
    expect(
      await clientFor(server, ENGLISH).registerForNotifications({ fId, email: 'anna@example.com' }),
    ).toEqual({
      ok: true,
      status: 200,
      info: 'OK',
      body: { Registered: true },
      errorMessage: null,
    });
  });

  test('ERR-09 ERR-12 API-60 a 200 answer’s StatusCode is the status and its ErrorMessage the errorMessage', async () => {
    const result = await clientFor(server, ENGLISH).terminateOrderLine(
      { salesOrderId: 'SO-1', orderLineId: 1 },
      { reason: '', terminationDate: '2027-01-31' },
    );
    expect(result).toMatchObject({
      ok: true,
      status: 400,
      info: 'OK',
      errorMessage: 'A reason for the termination is required.',
    });
  });
});

describe('ERR-13 nothing throws', () => {
  const faults = [
    ['dropped connections', { drop: true }],
    ['malformed JSON', { body: '{"' }],
    ['a 500', { status: 500 }],
  ] as const;

  test.each(faults)('ERR-13 every call resolves to a result under %s', async (_, fault) => {
    server.injectFault({ path: /.*/, ...fault });
    const client = clientFor(server, ENGLISH);
    const results = await Promise.all(CALL_NAMES.map((name) => EVERY_CALL[name](client)));
    for (const [index, result] of results.entries()) {
      expect(typeof result.ok, CALL_NAMES[index]).toBe('boolean');
      expect(result.info, CALL_NAMES[index]).toMatch(
        /^(OK|Error\.|Internal server error\.|Authentication error\.|Endpoint not found\.)$/,
      );
    }
    if (!('body' in fault)) expect(results.every((result) => !result.ok)).toBe(true);
  });
});

describe('ERR-19..22, ERR-25 the data side', () => {
  test('ERR-19 an invoice that does not exist: a 200 whose errorMessage is the server’s ErrorMessage', async () => {
    const client = clientFor(server, ENGLISH);
    expect(await client.checkIfDocumentExist({ documentNumber: '2026-404' })).toMatchObject({
      ok: true,
      errorMessage: 'Invoice 2026-404 was not found.',
    });
    expect(await client.checkIfDocumentExist({ documentNumber: '2026-001' })).toMatchObject({
      ok: true,
      errorMessage: null,
    });
  });

  test('ERR-20 a refused termination is a non-200 StatusCode with its ErrorMessage', async () => {
    const client = clientFor(server, ENGLISH);
    const line = { salesOrderId: 'SO-2', orderLineId: 21 };
    const early = await client.terminateOrderLine(line, { reason: 'moving', terminationDate: '2026-11-30' });
    expect(early).toMatchObject({
      ok: true,
      status: 400,
      errorMessage: expect.stringMatching(/earliest termination date/),
    });
  });

  test('ERR-21 MYP-16 an order line without a termination date gives TerminationDate null', async () => {
    expect(
      await clientFor(server, ENGLISH).getOrderLineTerminationDate({ salesOrderId: 'SO-2', orderLineId: 30 }),
    ).toMatchObject({
      ok: true,
      body: { TerminationDate: null },
    });
  });

  test('ERR-22 MYP-17 a contract that already ends cannot end again: the server names its end date', async () => {
    const client = clientFor(server, ENGLISH);
    const line = { salesOrderId: 'SO-3', orderLineId: 31 };
    const date = await client.getOrderLineTerminationDate(line);
    const terminationDate = date.ok ? (date.body.TerminationDate ?? '') : '';
    expect(terminationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await client.terminateOrderLine(line, { reason: 'moving', terminationDate })).toMatchObject({
      status: 200,
    });
    expect(await client.terminateOrderLine(line, { reason: 'moving', terminationDate })).toMatchObject({
      status: 400,
      errorMessage: `The contract already ends on ${terminationDate}.`,
    });
    // The answer also says where the contract ends, on or before the termination date.
    const raw = await fetch(`${server.url}/myparking/GetOrderLineTerminationDate?orderLineId=31`, {
      headers: { Authorization: 'Bearer demo-C-200101' },
    });
    expect(await raw.json()).toEqual({ TerminationDate: terminationDate, ContractEndDate: terminationDate });
  });

  test.each([
    ['a 500', { status: 500 }],
    ['a dropped connection', { drop: true as const }],
    ['malformed JSON', { body: '[{' }],
  ])('ERR-25 API-07 a nearby-facilities call that fails with %s is no facilities', async (_, fault) => {
    server.injectFault({ path: NEARBY, ...fault });
    const result = await clientFor(server, ENGLISH).getNearbyFacilities({
      latitude: 59.3326,
      longitude: 18.0649,
    });
    expect(result.ok).toBe(false);
    expect(result.facilities).toEqual([]);
  });

  test('ERR-25 API-07 the server’s own 400 for bad coordinates is no facilities too', async () => {
    const result = await clientFor(server, ENGLISH).getNearbyFacilities({ latitude: 91, longitude: 18 });
    expect(result).toMatchObject({ ok: false, status: 400, facilities: [] });
    expect(result.ok || result.errorMessage).toMatch(/latitude/);
  });
});
