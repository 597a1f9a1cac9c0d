// The header and caching rules (CFG-04..11) over real HTTP, with a second server as "another origin".
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import { CALL_CASES, CALL_NAMES } from '../testing/callCases';
import { CASE_PATHS, testConfig } from '../testing/testConfig';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createHttpContext } from './context';
import { requestJson } from './requestJson';
import { forgetSharedReads } from './shared';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

let api: TestServer;
let other: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  other = await startTestServer();
});
afterAll(async () => {
  await api.close();
  await other.close();
});

const cookies: Record<string, string> = { np_userhash: 'hash-abc', other: 'x' };
const getCookie = (name: string) => cookies[name];

function client(
  input: Parameters<typeof testConfig>[0] = {},
  options: Parameters<typeof createApiClient>[1] = {},
) {
  return createApiClient(testConfig({ apiBase: api.origin, ...CASE_PATHS, ...input }), {
    getCookie,
    ...options,
  });
}

describe('language header (CFG-05)', () => {
  for (const name of CALL_NAMES) {
    const spec = CALL_CASES[name];
    test(`CFG-05 ${name} sends the page language, or the call's override, as X-Language`, async () => {
      api.respond(() => spec.reply);
      await spec.invoke(client({ language: 'fi' }));
      expect(api.last().headers['x-language']).toBe(spec.headers?.['x-language'] ?? 'fi');
      await spec.invoke(client({ language: 'fi' }), { language: 'nb' });
      expect(api.last().headers['x-language']).toBe(spec.headers?.['x-language'] ?? 'nb');
    });
  }
});

describe('bearer token (CFG-09, CFG-10, CFG-11)', () => {
  for (const name of CALL_NAMES) {
    const spec = CALL_CASES[name];
    const rule = spec.kind === 'json' ? 'CFG-09 CFG-10' : 'CFG-11';
    const what =
      spec.kind === 'json' ? 'sends the user-hash cookie as a bearer token' : 'sends no bearer token';
    test(`${rule} ${name} (${spec.kind}) ${what}`, async () => {
      api.respond(() => spec.reply);
      await spec.invoke(client());
      expect(api.last().headers.authorization).toBe(spec.kind === 'json' ? 'Bearer hash-abc' : undefined);
    });
  }

  test('CFG-09 the cookie read is the one the config names', async () => {
    const asked: string[] = [];
    api.respond(() => ({ json: { VehicleList: [] } }));
    await client(
      { authCookie: 'other' },
      {
        getCookie: (name) => {
          asked.push(name);
          return cookies[name];
        },
      },
    ).getVehicles();
    expect(new Set(asked)).toEqual(new Set(['other']));
    expect(api.last().headers.authorization).toBe('Bearer x');
  });

  test('CFG-10 without the cookie (or with an empty one) there is no Authorization header', async () => {
    api.respond(() => ({ json: { VehicleList: [] } }));
    await client({}, { getCookie: () => undefined }).getVehicles();
    expect(api.last().headers.authorization).toBeUndefined();
    await client({}, { getCookie: () => '' }).getVehicles();
    expect(api.last().headers.authorization).toBeUndefined();
  });

  test('CFG-10 neither bearer nor language header go to another origin', async () => {
    other.respond(() => ({ json: { VehicleList: [] } }));
    // The booking controller may be configured on another host; the token must not follow it.
    const result = await client({ bookingController: `${other.origin}/booking/` }).getVehicles();
    expect(result.ok).toBe(true);
    const request = other.last();
    expect(request.pathname).toBe('/booking/getvehicles');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.headers['x-language']).toBeUndefined();
  });

  test('CFG-10 a relative apiBase is the page origin: the bearer goes there', async () => {
    api.respond(() => ({ json: { VehicleList: [] } }));
    await client({ apiBase: '' }, { origin: api.origin }).getVehicles();
    expect(api.last().headers.authorization).toBe('Bearer hash-abc');
  });

  test('CFG-10 an apiBase on another host than the page still gets its own bearer', async () => {
    other.respond(() => ({ json: { VehicleList: [] } }));
    await client({ apiBase: other.origin }, { origin: api.origin }).getVehicles();
    expect(other.last().headers.authorization).toBe('Bearer hash-abc');
  });
});

describe('no caching and JSON bodies (CFG-04, CFG-06, CFG-07, CFG-08)', () => {
  test('CFG-08 every call asks fetch for cache: no-store and same-origin credentials', async () => {
    const inits: RequestInit[] = [];
    const spy = client(
      {},
      {
        fetch: (input, init) => {
          inits.push(init);
          return fetch(input, init);
        },
      },
    );
    for (const name of CALL_NAMES) {
      api.respond(() => CALL_CASES[name].reply);
      await CALL_CASES[name].invoke(spy);
    }
    expect(inits).toHaveLength(CALL_NAMES.length);
    for (const init of inits) {
      expect(init.cache).toBe('no-store');
      expect(init.credentials).toBe('same-origin');
    }
  });

  test('CFG-08 nothing is memoised: the same call twice is two requests', async () => {
    api.respond(() => ({ json: [] }));
    const c = client();
    const before = api.requests.length;
    await c.getNearbyFacilities({ latitude: 1, longitude: 2 });
    await c.getNearbyFacilities({ latitude: 1, longitude: 2 });
    expect(api.requests.length - before).toBe(2);
  });

  const context = () => createHttpContext({ apiBase: api.origin, language: 'sv', authCookie: 'np_userhash' });

  test.each(['GET', 'HEAD'] as const)(
    'CFG-06 %s sends its parameters in the query string',
    async (method) => {
      api.respond(() => ({ json: {} }));
      await requestJson(context(), {
        method,
        path: '/q',
        data: { a: 'å b', n: 3, t: true, skip: undefined },
      });
      const request = api.last();
      expect(request.method).toBe(method);
      expect(request.url).toBe('/q?a=%C3%A5+b&n=3&t=true');
      expect(request.headers['content-type']).toBeUndefined();
    },
  );

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'CFG-04 CFG-07 %s sends its parameters as a JSON body',
    async (method) => {
      api.respond(() => ({ json: {} }));
      await requestJson(context(), { method, path: '/b', data: { a: 'å', list: [1, 2] } });
      const request = api.last();
      expect(request.method).toBe(method);
      expect(request.url).toBe('/b');
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual({ a: 'å', list: [1, 2] });
    },
  );
});
