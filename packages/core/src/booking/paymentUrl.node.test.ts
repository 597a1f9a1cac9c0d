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

  test('http on a loopback origin listed as such is followed: localhost, 127.0.0.0/8, [::1]', () => {
    const loopback = [
      'http://localhost:3001',
      'http://127.0.0.1:3001',
      'http://127.8.9.10',
      'http://[::1]:3001',
    ];
    expect(allowedPaymentUrl('http://localhost:3001/pay/SO-1', loopback)).toBe(
      'http://localhost:3001/pay/SO-1',
    );
    expect(allowedPaymentUrl('http://127.0.0.1:3001/pay/SO-1', loopback)).toBe(
      'http://127.0.0.1:3001/pay/SO-1',
    );
    expect(allowedPaymentUrl('http://127.8.9.10/pay/SO-1', loopback)).toBe('http://127.8.9.10/pay/SO-1');
    expect(allowedPaymentUrl('http://[::1]:3001/pay/SO-1', loopback)).toBe('http://[::1]:3001/pay/SO-1');
    // Other spellings of a listed address are the same origin once parsed.
    expect(allowedPaymentUrl('http://127.1:3001/pay/SO-1', loopback)).toBe('http://127.0.0.1:3001/pay/SO-1');
    expect(allowedPaymentUrl('http://LOCALHOST:3001/pay', loopback)).toBe('http://localhost:3001/pay');
  });

  test('a loopback http origin must itself be listed: not its https twin, another port or another loopback name', () => {
    expect(allowedPaymentUrl('http://localhost:3001/pay', ['https://localhost:3001'])).toBeNull();
    expect(allowedPaymentUrl('http://localhost:3002/pay', ['http://localhost:3001'])).toBeNull();
    expect(allowedPaymentUrl('http://127.0.0.1:3001/pay', ['http://localhost:3001'])).toBeNull();
    expect(allowedPaymentUrl('http://localhost:3001/pay', [])).toBeNull();
  });

  test('http that only looks like loopback is refused, even when listed', () => {
    const lookalikes = [
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://localhost.',
      'http://sub.localhost',
      'http://[::ffff:127.0.0.1]',
      'http://128.0.0.1',
      'http://10.0.0.1',
    ];
    for (const origin of lookalikes) expect(allowedPaymentUrl(`${origin}/pay`, [origin]), origin).toBeNull();
  });

  test('userinfo cannot smuggle a loopback name in front of another host', () => {
    const listed = ['http://localhost:3001'];
    expect(allowedPaymentUrl('http://localhost:3001@evil.example/pay', listed)).toBeNull();
    expect(allowedPaymentUrl('http://user:pw@localhost:3001/pay', listed)).toBeNull();
    expect(allowedPaymentUrl('http://evil.example#@localhost:3001/pay', listed)).toBeNull();
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

  test('property: an http URL is never followed off loopback, whatever is listed', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http'], withQueryParameters: true }), (text) => {
        const url = new URL(text);
        const result = allowedPaymentUrl(text, [url.origin]);
        const loopback =
          url.hostname === 'localhost' || url.hostname === '[::1]' || url.hostname.startsWith('127.');
        if (!loopback || url.username !== '' || url.password !== '') expect(result).toBeNull();
      }),
    );
  });
});
