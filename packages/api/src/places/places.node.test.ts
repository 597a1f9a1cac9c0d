import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { FetchLike } from '../http/context';
import { forgetSharedReads } from '../http/shared';
import { testConfig } from '../testing/testConfig';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createPlacesProvider } from './createPlacesProvider';
import { createGooglePlacesProvider, GOOGLE_AUTOCOMPLETE_URL, GOOGLE_PLACE_URL } from './google';
import { createReferencePlacesProvider } from './reference';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

let api: TestServer;
let google: TestServer;

beforeAll(async () => {
  api = await startTestServer();
  google = await startTestServer();
});
afterAll(async () => {
  await api.close();
  await google.close();
});

const session = { sessionToken: 'token-1' };
const getCookie = () => 'hash-abc';

/** Sends Google's requests to the local "google" server, keeping everything else as built. */
const toLocalGoogle: FetchLike = (input, init) =>
  fetch(input.replace('https://places.googleapis.com', google.origin), init);

describe('the reference places provider', () => {
  const provider = (endpoint?: string) =>
    createReferencePlacesProvider(
      testConfig({ apiBase: api.origin, language: 'nb', country: 'no', places: { endpoint } }),
      { getCookie },
    );

  test('API-13 SRCH-26 GET {endpoint}?input&country&language&limit=5, first five suggestions', async () => {
    const suggestions = Array.from({ length: 7 }, (_, i) => ({ Id: `p${i}`, Text: `Oslo ${i}` }));
    api.respond(() => ({ json: suggestions }));
    const result = await provider().suggest('Osl', session);
    const request = api.last();
    expect(request.method).toBe('GET');
    expect(request.pathname).toBe('/places');
    expect(Object.fromEntries(request.query)).toEqual({
      input: 'Osl',
      country: 'no',
      language: 'nb',
      limit: '5',
    });
    expect(result.ok && result.body).toEqual(suggestions.slice(0, 5));
  });

  test('API-14 GET {endpoint}/{id} gives formattedAddress and location', async () => {
    api.respond(() => ({
      json: { formattedAddress: 'Oslo S, Norge', location: { lat: 59.91, lng: 10.75 } },
    }));
    const result = await provider('/api/places/').details('oslo s/1', session);
    expect(api.last().pathname).toBe('/api/places/oslo%20s%2F1');
    expect(Object.fromEntries(api.last().query)).toEqual({ language: 'nb' });
    expect(result.ok && result.body).toEqual({
      formattedAddress: 'Oslo S, Norge',
      location: { lat: 59.91, lng: 10.75 },
    });
  });

  test('ERR-23 no suggestions is an empty list, a success', async () => {
    api.respond(() => ({ json: [] }));
    expect(await provider().suggest('zzzz', session)).toMatchObject({ ok: true, body: [] });
  });

  test('blank input asks nothing', async () => {
    const before = api.requests.length;
    expect(await provider().suggest('   ', session)).toMatchObject({ ok: true, body: [] });
    expect(api.requests.length).toBe(before);
  });

  test('ERR-03 ERR-06 an unknown place is a 404 failure, a bad answer a parse failure', async () => {
    api.respond(() => ({ status: 404, json: { ErrorMessage: 'Unknown place.' } }));
    expect(await provider().details('nope', session)).toMatchObject({
      ok: false,
      info: 'Endpoint not found.',
    });
    api.respond(() => ({ json: { formattedAddress: 'x', location: { lat: 'north' } } }));
    expect(await provider().details('x', session)).toMatchObject({ ok: false, status: 400, reason: 'parse' });
    api.respond(() => ({ json: { suggestions: [] } }));
    expect(await provider().suggest('x', session)).toMatchObject({ ok: false, reason: 'parse' });
    // Another contract (raw gazetteer entries) is a parse failure, not a silent "no results".
    api.respond(() => ({ json: [{ id: 'se-sthlm', name: 'Stockholm' }] }));
    expect(await provider().suggest('sto', session)).toMatchObject({ ok: false, reason: 'parse' });
    // One bad item among good ones is skipped.
    api.respond(() => ({ json: [{ Id: 'a', Text: 'A' }, { Id: 2 }] }));
    expect(await provider().suggest('a', session)).toMatchObject({
      ok: true,
      body: [{ Id: 'a', Text: 'A' }],
    });
  });

  test('a suggestion call can be aborted', async () => {
    api.respond(() => ({ json: [], delayMs: 300 }));
    const controller = new AbortController();
    const pending = provider().suggest('Ber', { ...session, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, aborted: true });
  });
});

describe('the Google Places (New) provider', () => {
  const provider = () =>
    createGooglePlacesProvider(
      testConfig({
        apiBase: api.origin,
        country: 'fi',
        language: 'fi',
        places: { provider: 'google', apiKey: 'key-123' },
      }),
      { getCookie, fetch: toLocalGoogle },
    );

  test('API-13 SRCH-26 autocomplete POSTs input, languageCode, regionCode, includedRegionCodes and sessionToken; first five', async () => {
    const suggestions = Array.from({ length: 6 }, (_, i) => ({
      placePrediction: { placeId: `g${i}`, text: { text: `Helsinki ${i}` } },
    }));
    google.respond(() => ({
      json: { suggestions: [{ queryPrediction: { text: { text: 'hel' } } }, ...suggestions] },
    }));
    const result = await provider().suggest('Hel', { sessionToken: 'tok-9' });
    const request = google.last();
    expect(`https://places.googleapis.com${request.pathname}`).toBe(GOOGLE_AUTOCOMPLETE_URL);
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({
      input: 'Hel',
      languageCode: 'fi',
      regionCode: 'fi',
      includedRegionCodes: ['fi'],
      sessionToken: 'tok-9',
    });
    expect(request.headers['x-goog-api-key']).toBe('key-123');
    expect(result.ok && result.body).toEqual(
      suggestions.slice(0, 5).map((s) => ({
        Id: s.placePrediction.placeId,
        Text: s.placePrediction.text.text,
      })),
    );
  });

  test('API-14 details GET places/{id} with the field mask formattedAddress,location', async () => {
    google.respond(() => ({
      json: {
        formattedAddress: 'Mannerheimintie 1, Helsinki',
        location: { latitude: 60.17, longitude: 24.94 },
      },
    }));
    const result = await provider().details('ChIJ-abc', { sessionToken: 'tok-9' });
    const request = google.last();
    expect(`https://places.googleapis.com${request.pathname}`).toBe(`${GOOGLE_PLACE_URL}ChIJ-abc`);
    expect(request.method).toBe('GET');
    expect(request.headers['x-goog-fieldmask']).toBe('formattedAddress,location');
    expect(request.headers['x-goog-api-key']).toBe('key-123');
    expect(request.query.get('sessionToken')).toBe('tok-9');
    expect(result.ok && result.body).toEqual({
      formattedAddress: 'Mannerheimintie 1, Helsinki',
      location: { lat: 60.17, lng: 24.94 },
    });
  });

  test('CFG-10 Google gets neither the bearer token nor the language header', async () => {
    google.respond(() => ({ json: {} }));
    const result = await provider().suggest('Esp', session);
    expect(result).toMatchObject({ ok: true, body: [] });
    expect(google.last().headers.authorization).toBeUndefined();
    expect(google.last().headers['x-language']).toBeUndefined();
    google.respond(() => ({ json: { formattedAddress: 'x', location: { latitude: 1, longitude: 2 } } }));
    await provider().details('id', session);
    expect(google.last().headers.authorization).toBeUndefined();
  });

  test('ERR-01 a refused key is an authentication error', async () => {
    google.respond(() => ({ status: 403, json: { error: { message: 'API key not valid' } } }));
    expect(await provider().suggest('Tam', session)).toMatchObject({
      ok: false,
      info: 'Authentication error.',
    });
  });
});

describe('choosing the provider', () => {
  test('places.provider "google" gives the Google provider, anything else the reference one', async () => {
    api.respond(() => ({ json: [] }));
    google.respond(() => ({ json: {} }));
    const before = { api: api.requests.length, google: google.requests.length };
    const options = { fetch: toLocalGoogle, getCookie };
    await createPlacesProvider(
      testConfig({ apiBase: api.origin, places: { provider: 'google' } }),
      options,
    ).suggest('a', session);
    await createPlacesProvider(testConfig({ apiBase: api.origin }), options).suggest('a', session);
    expect(google.requests.length - before.google).toBe(1);
    expect(api.requests.length - before.api).toBe(1);
  });
});
