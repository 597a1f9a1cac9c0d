// The request log: what the reference API received, in process and, in test servers, over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing/testServer';
import { createRequestLog } from './requestLog';

let server: RunningServer;
let demo: RunningServer;
beforeAll(async () => {
  [server, demo] = await Promise.all([startTestServer({ testing: true }), startTestServer()]);
});
beforeEach(() => server.clearRequests());
afterAll(() => Promise.all([server.close(), demo.close()]));

describe('the request log', () => {
  test('keeps each API call with its method, path, query and parsed body, oldest first', async () => {
    await fetch(`${server.url}/permits/types?lang=sv`);
    await fetch(`${server.url}/se/booking/confirmsalesorder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ SalesOrderId: 'SO-1', productId: 'P-1' }),
    });
    await fetch(`${server.url}/se/booking/registerpayment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'SalesOrderId=SO-1&paymentMethod=card',
    });
    expect(server.requests()).toEqual([
      { method: 'GET', path: '/permits/types', query: { lang: 'sv' }, body: undefined },
      {
        method: 'POST',
        path: '/se/booking/confirmsalesorder',
        query: {},
        body: { SalesOrderId: 'SO-1', productId: 'P-1' },
      },
      {
        method: 'POST',
        path: '/se/booking/registerpayment',
        query: {},
        body: { SalesOrderId: 'SO-1', paymentMethod: 'card' },
      },
    ]);
  });

  test('pages and bundle files are not API calls and are not kept', async () => {
    await fetch(`${server.url}/se/search`);
    expect(server.requests()).toEqual([]);
  });

  test('a test server lists and clears it over HTTP; the demo has no such route', async () => {
    await fetch(`${server.url}/permits/types`);
    const listed = await fetch(`${server.url}/__test/requests`);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toEqual([{ method: 'GET', path: '/permits/types', query: {} }]);
    expect((await fetch(`${server.url}/__test/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(server.requests()).toEqual([]);
    expect((await fetch(`${demo.url}/__test/requests`)).status).toBe(404);
  });

  test('only the most recent calls are kept', () => {
    const log = createRequestLog(2);
    for (const path of ['/a', '/b', '/c']) log.record({ method: 'GET', path, query: {}, body: undefined });
    expect(log.entries().map((entry) => entry.path)).toEqual(['/b', '/c']);
  });
});
