import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { createApiClient } from '../client';
import { testConfig } from '../testing/testConfig';
import { documentCookieGetter, readCookie } from './cookie';
import { forgetSharedReads } from './shared';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets and clears the page's cookie on purpose
  document.cookie = 'np_userhash=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the user-hash cookie (CFG-09)', () => {
  test('CFG-09 reads the named cookie among others, URI-decoded', () => {
    expect(readCookie('a=1; np_userhash=ab%2Fc%3D; b=2', 'np_userhash')).toBe('ab/c=');
    expect(readCookie('np_userhash_old=x; np_userhash=y', 'np_userhash')).toBe('y');
    expect(readCookie('a=1', 'np_userhash')).toBeUndefined();
    expect(readCookie('np_userhash=%E0%A4%A', 'np_userhash')).toBe('%E0%A4%A');
    expect(readCookie('=x', '')).toBeUndefined();
  });

  test('CFG-09 property: a cookie written by name is read back by name', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/);
    fc.assert(
      fc.property(name, fc.string(), name, fc.string(), (n1, v1, n2, v2) => {
        fc.pre(n1 !== n2);
        const cookie = `${n1}=${encodeURIComponent(v1)}; ${n2}=${encodeURIComponent(v2)}`;
        expect(readCookie(cookie, n1)).toBe(v1);
        expect(readCookie(cookie, n2)).toBe(v2);
      }),
    );
  });

  test('CFG-09 CFG-10 by default the client reads document.cookie and sends it as the bearer', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookie is what is under test
    document.cookie = 'np_userhash=page-hash';
    expect(documentCookieGetter('np_userhash')).toBe('page-hash');
    const headers: Record<string, string>[] = [];
    const client = createApiClient(testConfig({}), {
      origin: 'https://www.example.se',
      fetch: async (_input, init) => {
        headers.push(init.headers as Record<string, string>);
        return new Response('{"VehicleList":[]}', { status: 200 });
      },
    });
    await client.getVehicles();
    expect(headers[0]?.Authorization).toBe('Bearer page-hash');
  });
});
