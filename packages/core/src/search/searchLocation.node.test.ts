import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_BOUNDS } from '../geo/countryBounds';
import { defaultLocation } from '../geo/defaultLocation';
import { chooseSearchLocation } from './searchLocation';

const stockholm = { lat: 59.33, lng: 18.07, name: 'Stockholm C' };
const uppsala = { lat: 59.86, lng: 17.64, name: 'Uppsala' };
const insideSweden = { lat: 57.7, lng: 11.97 };
const berlin = { lat: 52.52, lng: 13.4 };

describe('chooseSearchLocation', () => {
  it('SRCH-32: the URL comes first, before the session and the browser', () => {
    const location = chooseSearchLocation('se', {
      url: stockholm,
      session: uppsala,
      geolocation: insideSweden,
    });
    expect(location).toEqual({ ...stockholm, source: 'url' });
  });

  it('SRCH-33: without a URL location, the location stored for the session is used', () => {
    const location = chooseSearchLocation('se', { session: uppsala, geolocation: insideSweden });
    expect(location).toEqual({ ...uppsala, source: 'session' });
  });

  it('SRCH-34: then the browser position, when it lies inside the country', () => {
    expect(chooseSearchLocation('se', { geolocation: insideSweden })).toEqual({
      ...insideSweden,
      source: 'geolocation',
    });
  });

  it('SRCH-34: a browser position outside the country is not used', () => {
    expect(chooseSearchLocation('se', { geolocation: berlin }).source).toBe('default');
  });

  it('SRCH-35, ERR-27: with nothing else (or a failed geolocation) the default city is used', () => {
    for (const country of ['se', 'no', 'fi'] as const) {
      const city = defaultLocation(country);
      expect(chooseSearchLocation(country, { geolocation: undefined })).toEqual({
        lat: city.lat,
        lng: city.lng,
        name: city.name,
        source: 'default',
      });
    }
  });

  it('SRCH-34: property: a geolocation is used exactly when it is inside the bounds', () => {
    const country = fc.constantFrom('se', 'no', 'fi' as const);
    fc.assert(
      fc.property(
        country,
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (cc, lat, lng) => {
          const b = COUNTRY_BOUNDS[cc];
          const inside = lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
          const source = chooseSearchLocation(cc, { geolocation: { lat, lng } }).source;
          expect(source).toBe(inside ? 'geolocation' : 'default');
        },
      ),
    );
  });
});
