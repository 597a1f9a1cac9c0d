// The fault injection itself: per server, by method and path, counted, and over HTTP only in tests.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing/testServer';

let server: RunningServer;
let other: RunningServer;
beforeAll(async () => {
  [server, other] = await Promise.all([startTestServer({ testing: true }), startTestServer()]);
});
afterEach(() => server.clearFaults());
afterAll(() => Promise.all([server.close(), other.close()]));

const TYPES = '/permits/types';
const get = (target: RunningServer, path = TYPES) => fetch(`${target.url}${path}`);

describe('fault injection', () => {
  test('ERR-04 a fault answers its status for as many requests as `times`, then the route answers again', async () => {
    server.injectFault({ path: TYPES, status: 503, times: 2 });
    expect((await get(server)).status).toBe(503);
    const second = await get(server);
    expect(second.status).toBe(503);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(await second.json()).toEqual({ ErrorMessage: 'Injected fault: HTTP 503.' });
    expect((await get(server)).status).toBe(200);
  });

  test('ERR-04 a fault keeps to its method and to its path, a string exactly or a RegExp', async () => {
    server.injectFault({ method: 'POST', path: TYPES, status: 500 });
    server.injectFault({ path: /^\/landlord\//, status: 502 });
    expect((await get(server)).status).toBe(200);
    expect((await get(server, '/landlord/getplaces')).status).toBe(502);
    expect((await get(server, `${TYPES}/`)).status).not.toBe(500);
  });

  test('ERR-05 a delay alone delays the real answer; a drop ends the connection without one', async () => {
    server.injectFault({ path: TYPES, delayMs: 150, times: 1 });
    const started = Date.now();
    expect((await get(server)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    server.injectFault({ path: TYPES, drop: true, times: 1 });
    await expect(get(server)).rejects.toThrow();
    expect((await get(server)).status).toBe(200);
  });

  test('ERR-06 ERR-07 a body is sent as it is, with the content type asked for', async () => {
    server.injectFault({ path: TYPES, body: '{"broken', times: 1 });
    expect(await (await get(server)).text()).toBe('{"broken');
    server.injectFault({ path: '/se/search', status: 200, body: '', contentType: 'text/html', times: 1 });
    const page = await get(server, '/se/search');
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(await page.text()).toBe('');
  });

  test('ERR-04 faults belong to one server: another server and a cleared one answer normally', async () => {
    const remove = server.injectFault({ path: TYPES, status: 500 });
    expect((await get(other)).status).toBe(200);
    remove();
    expect((await get(server)).status).toBe(200);
    server.injectFault({ path: TYPES, status: 500 });
    server.clearFaults();
    expect((await get(server)).status).toBe(200);
  });

  test('ERR-04 ERR-05 a test server takes faults over HTTP: POST and DELETE /__test/faults', async () => {
    const add = (fault: unknown) =>
      fetch(`${server.url}/__test/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      });
    expect((await add({ pathPattern: '^/permits/', status: 504 })).status).toBe(204);
    expect((await get(server)).status).toBe(504);
    expect((await fetch(`${server.url}/__test/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await get(server)).status).toBe(200);
    for (const bad of [
      {},
      { path: 'permits' },
      { path: '/x', status: 99 },
      { path: '/x', drop: false },
      { pathPattern: '(' },
    ]) {
      expect((await add(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  test('ERR-04 a server not started for tests has no fault routes', async () => {
    const response = await fetch(`${other.url}/__test/faults`, {
      method: 'POST',
      body: '{"path":"/permits/types"}',
    });
    expect(response.status).toBe(404);
    expect((await get(other)).status).toBe(200);
  });
});
