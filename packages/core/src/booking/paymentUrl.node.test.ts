import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { allowedPaymentUrl } from './paymentUrl';

const ORIGINS = ['https://pay.example.test'];

describe('allowedPaymentUrl', () => {
  test('an https URL on an allowed origin is followed, as the URL says', () => {
    expect(allowedPaymentUrl(' https://pay.example.test/checkout/SO-1?x=1 ', ORIGINS)).toBe(
      'https://pay.example.test/checkout/SO-1?x=1',
    );
  });

  test('another host, port or scheme is refused', () => {
    expect(allowedPaymentUrl('https://evil.example/checkout', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl('https://pay.example.test:8443/checkout', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl('http://pay.example.test/checkout', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl('https://pay.example.test.evil.example/', ORIGINS)).toBeNull();
  });

  test('scripts, relative URLs, credentials and non-text are refused', () => {
    expect(allowedPaymentUrl('javascript:alert(1)', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl('/checkout/SO-1', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl('//pay.example.test/checkout', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl('https://user:pw@pay.example.test/', ORIGINS)).toBeNull();
    expect(allowedPaymentUrl({ url: 'https://pay.example.test/' }, ORIGINS)).toBeNull();
  });

  test('no configured origins, or only http ones, allow nothing', () => {
    expect(allowedPaymentUrl('https://pay.example.test/', [])).toBeNull();
    expect(allowedPaymentUrl('http://pay.example.test/', ['http://pay.example.test'])).toBeNull();
    expect(allowedPaymentUrl('https://pay.example.test/', ['not a url'])).toBeNull();
  });

  test('property: whatever the path and query, an allowed origin stays allowed and on that origin', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const result = allowedPaymentUrl(`https://pay.example.test${path}?${query}`, ORIGINS);
        expect(result).not.toBeNull();
        expect(new URL(result ?? '').origin).toBe('https://pay.example.test');
      }),
    );
  });

  test('property: any URL the function accepts is https on an allowed origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (text) => {
        const result = allowedPaymentUrl(text, ORIGINS);
        if (result === null) return;
        const url = new URL(result);
        expect(url.protocol).toBe('https:');
        expect(ORIGINS).toContain(url.origin);
      }),
    );
  });
});
