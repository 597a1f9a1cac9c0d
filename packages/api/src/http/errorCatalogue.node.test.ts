// The error catalogue (spec §8) over real HTTP, faults injected by a node:http server.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import { CALL_CASES, CALL_NAMES } from '../testing/callCases';
import { CASE_PATHS, testConfig } from '../testing/testConfig';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createHttpContext, type HttpContext } from './context';
import { requestHtml } from './requestHtml';
import { requestJson } from './requestJson';
import { forgetSharedReads } from './shared';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

let server: TestServer;
let context: HttpContext;

beforeAll(async () => {
  server = await startTestServer();
  context = createHttpContext(
    { apiBase: server.origin, language: 'sv', authCookie: 'hash' },
    { timeoutMs: 2000 },
  );
});
afterAll(() => server.close());

const getJson = (path = '/booking/x') => requestJson(context, { method: 'GET', path, data: { q: 1 } });
const getHtml = (path = '/facilitypage/x') => requestHtml(context, { method: 'GET', path });

describe('the JSON helper', () => {
  test.each([401, 403])(
    'ERR-01 ERR-02 HTTP %i is that status with "Authentication error."',
    async (status) => {
      server.respond(() => ({ status, json: { ErrorMessage: 'Log in first.' } }));
      expect(await getJson()).toMatchObject({
        ok: false,
        status,
        info: 'Authentication error.',
        aborted: false,
      });
    },
  );

  test('ERR-03 HTTP 404 is "Endpoint not found." with the requested URL', async () => {
    server.respond(() => ({ status: 404, text: 'Not Found' }));
    expect(await getJson('/booking/nothing')).toEqual({
      ok: false,
      status: 404,
      info: 'Endpoint not found.',
      url: `${server.origin}/booking/nothing?q=1`,
      errorMessage: null,
      reason: 'not-found',
      aborted: false,
    });
  });

  test.each([500, 502, 503, 599])(
    'ERR-04 HTTP %i is "Internal server error." with the URL',
    async (status) => {
      server.respond(() => ({ status, text: '<h1>oops</h1>' }));
      expect(await getJson('/booking/down')).toMatchObject({
        ok: false,
        status,
        info: 'Internal server error.',
        url: `${server.origin}/booking/down?q=1`,
      });
    },
  );

  test('ERR-05 a dropped connection is status 400 "Error."', async () => {
    server.respond(() => ({ destroy: true }));
    expect(await getJson()).toMatchObject({ ok: false, status: 400, info: 'Error.', reason: 'network' });
  });

  test('ERR-05 a refused connection is status 400 "Error."', async () => {
    const closed = await startTestServer();
    const origin = closed.origin;
    await closed.close();
    const away = createHttpContext({ apiBase: origin, language: 'sv', authCookie: 'hash' });
    expect(await requestJson(away, { method: 'GET', path: '/x' })).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      reason: 'network',
    });
  });

  test.each([
    ['malformed JSON', '{"Data": [1, 2'],
    ['HTML where JSON was due', '<html><body>Login</body></html>'],
    ['an empty 200 body', ''],
  ])('ERR-06 %s is status 400 "Error."', async (_what, text) => {
    server.respond(() => ({ text, contentType: 'application/json' }));
    expect(await getJson()).toMatchObject({ ok: false, status: 400, info: 'Error.', reason: 'parse' });
  });

  test('other 4xx: that status, "Error." and the server ErrorMessage', async () => {
    server.respond(() => ({
      status: 400,
      json: { StatusCode: 400, ErrorMessage: 'Registration number missing.' },
    }));
    expect(await getJson()).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      errorMessage: 'Registration number missing.',
      reason: 'http',
    });
  });

  test('ERR-09 ERR-10 ERR-11 ERR-12 success: StatusCode, "OK", Data, ErrorMessage', async () => {
    server.respond(() => ({ json: { StatusCode: 202, Data: { id: 7 }, ErrorMessage: 'partly' } }));
    expect(await getJson()).toEqual({
      ok: true,
      status: 202,
      info: 'OK',
      body: { id: 7 },
      errorMessage: 'partly',
    });
  });

  test('ERR-09 ERR-11 ERR-12 success without an envelope: 200, the whole response, errorMessage null', async () => {
    server.respond(() => ({ json: [{ Uid: 'F1' }] }));
    expect(await getJson()).toEqual({
      ok: true,
      status: 200,
      info: 'OK',
      body: [{ Uid: 'F1' }],
      errorMessage: null,
    });
  });

  test('a 204 answer is a success without a body', async () => {
    server.respond(() => ({ status: 204 }));
    expect(await getJson()).toMatchObject({ ok: true, status: 200, body: null });
  });
});

describe('the HTML helper', () => {
  test('HTML success gives the text', async () => {
    server.respond(() => ({ text: '<table></table>' }));
    expect(await getHtml()).toEqual({
      ok: true,
      status: 200,
      info: 'OK',
      body: '<table></table>',
      errorMessage: null,
    });
  });

  test.each(['', '  \n '])(
    'ERR-07 an empty fragment (%j) is status 500 "Internal server error."',
    async (text) => {
      server.respond(() => ({ text }));
      expect(await getHtml()).toMatchObject({
        ok: false,
        status: 500,
        info: 'Internal server error.',
        reason: 'empty',
      });
    },
  );

  test.each([
    ['HTTP 404', { status: 404, text: 'gone' }, 'http'],
    ['HTTP 401', { status: 401, text: 'login' }, 'http'],
    ['HTTP 503', { status: 503, text: 'busy' }, 'http'],
    ['a dropped connection', { destroy: true }, 'network'],
  ] as const)('ERR-08 %s is status 500 "Internal server error."', async (_what, reply, reason) => {
    server.respond(() => reply);
    expect(await getHtml('/facilitypage/getpricesproductspartial')).toMatchObject({
      ok: false,
      status: 500,
      info: 'Internal server error.',
      url: `${server.origin}/facilitypage/getpricesproductspartial`,
      reason,
    });
  });

  test('ERR-08 a timed-out HTML call is status 500', async () => {
    server.respond(() => ({ text: '<p>late</p>', delayMs: 300 }));
    const result = await requestHtml(context, { method: 'GET', path: '/x' }, { timeoutMs: 50 });
    expect(result).toMatchObject({
      ok: false,
      status: 500,
      info: 'Internal server error.',
      reason: 'timeout',
    });
  });
});

describe('timeouts and aborts', () => {
  test('ERR-05 a call slower than its time limit is status 400 "Error.", not an abort', async () => {
    server.respond(() => ({ json: {}, delayMs: 400 }));
    const started = Date.now();
    const result = await requestJson(context, { method: 'GET', path: '/slow' }, { timeoutMs: 50 });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      reason: 'timeout',
      aborted: false,
    });
    expect(Date.now() - started).toBeLessThan(350);
  });

  test('the time limit covers a body that arrives too slowly', async () => {
    server.respond(() => ({ json: { a: 1 }, bodyDelayMs: 400 }));
    const result = await requestJson(context, { method: 'GET', path: '/slow-body' }, { timeoutMs: 80 });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
  });

  test('the client-wide time limit applies when the call sets none', async () => {
    server.respond(() => ({ json: [], delayMs: 400 }));
    const client = createApiClient(testConfig({ apiBase: server.origin }), { timeoutMs: 50 });
    const result = await client.getNearbyFacilities({ latitude: 1, longitude: 2 });
    expect(result).toMatchObject({ ok: false, reason: 'timeout', facilities: [] });
  });

  test('ERR-13 an aborted call resolves with aborted: true', async () => {
    server.respond(() => ({ json: {}, delayMs: 500 }));
    const controller = new AbortController();
    const pending = requestJson(context, { method: 'GET', path: '/abort' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ ok: false, aborted: true, reason: 'aborted' });
  });

  test('an aborted HTML call resolves with aborted: true', async () => {
    server.respond(() => ({ text: '<p/>', delayMs: 500 }));
    const controller = new AbortController();
    const pending = requestHtml(context, { method: 'GET', path: '/abort' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ ok: false, aborted: true });
  });

  test('an already-aborted signal sends nothing', async () => {
    const before = server.requests.length;
    const result = await requestJson(
      context,
      { method: 'GET', path: '/never' },
      { signal: AbortSignal.abort() },
    );
    expect(result).toMatchObject({ ok: false, aborted: true });
    expect(server.requests.length).toBe(before);
  });
});

describe('ERR-13 the client returns rejections as values', () => {
  const client = () =>
    createApiClient(testConfig({ apiBase: server.origin, ...CASE_PATHS }), { getCookie: () => 'hash' });

  for (const name of CALL_NAMES) {
    test(`ERR-13 ${name} resolves to a failure when the connection drops`, async () => {
      server.respond(() => ({ destroy: true }));
      const result = await CALL_CASES[name].invoke(client());
      expect(result.ok).toBe(false);
      expect(result.status).toBe(CALL_CASES[name].kind === 'json' ? 400 : 500);
    });
  }

  test('ERR-13 a fetch that throws synchronously and a cookie reader that throws are values too', async () => {
    const throwing = createApiClient(testConfig({ apiBase: server.origin }), {
      fetch: () => {
        throw new TypeError('no fetch here');
      },
    });
    expect(await throwing.getVehicles()).toMatchObject({ ok: false, status: 400, reason: 'network' });
    const badCookie = createApiClient(testConfig({ apiBase: server.origin }), {
      getCookie: () => {
        throw new Error('cookies blocked');
      },
    });
    expect(await badCookie.getVehicles()).toMatchObject({ ok: false, status: 400 });
  });

  test('ERR-13 parameters that cannot be written are a value, not a throw', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const result = await createApiClient(testConfig({ apiBase: server.origin })).updateSalesOrder(cyclic);
    expect(result).toMatchObject({ ok: false, status: 400, info: 'Error.', reason: 'invalid' });
  });
});
