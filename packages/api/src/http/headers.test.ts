import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createHttpContext, isApiOrigin, resolveUrl } from './context';
import { buildHeaders } from './headers';

const context = (apiBase: string, origin?: string, cookie = 'hash') =>
  createHttpContext({ apiBase, language: 'sv', authCookie: 'np' }, { origin, getCookie: () => cookie });

describe('request headers (CFG-04, CFG-05, CFG-10, CFG-11)', () => {
  test('CFG-05 CFG-10 a JSON call to the API: Accept JSON, language, bearer', () => {
    const ctx = context('', 'https://www.example.se');
    expect(
      buildHeaders(ctx, { url: 'https://www.example.se/booking/x', kind: 'json', hasBody: true }),
    ).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Language': 'sv',
      Authorization: 'Bearer hash',
    });
  });

  test('CFG-11 an HTML call to the API: language but no bearer', () => {
    const ctx = context('', 'https://www.example.se');
    expect(
      buildHeaders(ctx, {
        url: 'https://www.example.se/facilitypage/x',
        kind: 'html',
        hasBody: false,
        language: 'en',
      }),
    ).toEqual({ Accept: 'text/html', 'X-Language': 'en' });
  });

  test('CFG-10 another origin gets only its own headers', () => {
    const ctx = context('https://api.example.se', 'https://www.example.se');
    expect(
      buildHeaders(ctx, {
        url: 'https://places.googleapis.com/v1/places:autocomplete',
        kind: 'json',
        hasBody: true,
        extra: { 'X-Goog-Api-Key': 'k' },
      }),
    ).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'X-Goog-Api-Key': 'k' });
  });
});

describe("the API's origin", () => {
  test('CFG-10 relative apiBase and relative URLs are the page origin, known or not', () => {
    expect(isApiOrigin(context(''), '/booking/x')).toBe(true);
    expect(isApiOrigin(context('/api'), '/booking/x')).toBe(true);
    expect(isApiOrigin(context('', 'https://www.example.se'), 'https://www.example.se/x')).toBe(true);
    expect(isApiOrigin(context(''), 'https://evil.example.com/x')).toBe(false);
    expect(isApiOrigin(context(''), '//evil.example.com/x')).toBe(false);
  });

  test('CFG-10 property: a URL on a different host is never the API origin', () => {
    const host = fc.domain();
    fc.assert(
      fc.property(host, host, fc.webPath(), (apiHost, otherHost, path) => {
        fc.pre(apiHost.toLowerCase() !== otherHost.toLowerCase());
        const ctx = context(`https://${apiHost}`, 'https://page.example');
        expect(isApiOrigin(ctx, `https://${otherHost}${path}`)).toBe(false);
        expect(isApiOrigin(ctx, `https://${apiHost}${path}`)).toBe(true);
      }),
    );
  });

  test('URLs: paths go under apiBase, absolute URLs stay as they are', () => {
    // The page origin defaults to location.origin.
    expect(resolveUrl(context(''), '/booking/x')).toBe(`${location.origin}/booking/x`);
    expect(resolveUrl(context('', 'https://www.example.se'), '/booking/x')).toBe(
      'https://www.example.se/booking/x',
    );
    expect(resolveUrl(context('https://api.example.se/v1/'), '/booking/x')).toBe(
      'https://api.example.se/v1/booking/x',
    );
    expect(resolveUrl(context('/proxy', 'https://www.example.se'), 'booking/x')).toBe(
      'https://www.example.se/proxy/booking/x',
    );
    expect(resolveUrl(context('https://api.example.se'), 'https://places.googleapis.com/v1/p')).toBe(
      'https://places.googleapis.com/v1/p',
    );
  });
});
