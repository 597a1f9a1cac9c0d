import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { directionsUrl } from './directionsUrl';

const waterfront = { lat: 59.3326, lng: 18.0649, address: 'Kungsgatan 60C, 111 47 Stockholm' };

describe('directionsUrl', () => {
  test('a template from the page config gets {lat}, {lng} and {address}, each URL-encoded', () => {
    expect(
      directionsUrl(waterfront, {
        template: 'https://maps.example.se/route?to={lat},{lng}&label={address}',
        phone: false,
      }),
    ).toBe(
      'https://maps.example.se/route?to=59.3326,18.0649&label=Kungsgatan%2060C%2C%20111%2047%20Stockholm',
    );
  });

  test('without one: a geo: URI on phones, a maps web URL elsewhere', () => {
    expect(directionsUrl(waterfront, { phone: true })).toBe(
      'geo:59.3326,18.0649?q=59.3326,18.0649(Kungsgatan%2060C%2C%20111%2047%20Stockholm)',
    );
    expect(directionsUrl(waterfront, { phone: false })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=59.3326,18.0649',
    );
  });

  test('a template that makes anything but http(s) or geo: is refused', () => {
    expect(directionsUrl(waterfront, { template: 'javascript:alert({lat})', phone: false })).toBeNull();
    expect(directionsUrl(waterfront, { template: 'not a url {lat}', phone: false })).toBeNull();
  });

  test('coordinates that are not real give no link', () => {
    expect(directionsUrl({ ...waterfront, lat: Number.NaN }, { phone: false })).toBeNull();
    expect(directionsUrl({ ...waterfront, lng: 200 }, { phone: false })).toBeNull();
  });

  test('whatever the address holds, it cannot break out of its place in the URL', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const url = directionsUrl(
          { ...waterfront, address },
          { template: 'https://m.example/?a={address}', phone: false },
        );
        expect(url === null || new URL(url).searchParams.get('a') === address.trim()).toBe(true);
      }),
    );
  });
});
