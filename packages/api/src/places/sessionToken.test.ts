import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createSessionToken, uuidFromBytes } from './sessionToken';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('autocomplete session tokens', () => {
  test('API-13 a session token is a fresh v4 UUID each time', () => {
    const a = createSessionToken();
    const b = createSessionToken();
    expect(a).toMatch(UUID_V4);
    expect(b).toMatch(UUID_V4);
    expect(a).not.toBe(b);
  });

  test('without crypto.randomUUID (plain-http pages) getRandomValues still gives a v4 UUID', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(createSessionToken()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  test('without Web Crypto at all the token is still well formed', () => {
    vi.stubGlobal('crypto', undefined);
    expect(createSessionToken()).toMatch(UUID_V4);
  });

  test('any 16 bytes format as a version-4, variant-1 UUID', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        expect(uuidFromBytes(bytes)).toMatch(UUID_V4);
      }),
    );
  });
});
