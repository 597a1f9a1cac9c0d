import { places as gazetteer } from '@nordpark/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing/testServer';

// The reference place provider's contract (docs/api.md): suggestions `[{ Id, Text }]`,
// details `{ formattedAddress, location: { lat, lng } }`.

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get(path: string): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.json(), response };
}

type Suggestion = { Id: string; Text: string };

describe('GET /places', () => {
  it('API-13 SRCH-26: answers suggestions as [{ Id, Text }] for the typed text, at most 5 by default', async () => {
    const { status, body, response } = await get('/places?input=stockholm&country=se&language=sv');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = body as Suggestion[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['Id', 'Text']);
    expect(list[0]).toEqual({ Id: 'se-stockholm', Text: 'Stockholm, Sverige' });
  });

  it('API-13: keeps to the country and the limit asked for', async () => {
    const list = (await get('/places?input=a&country=fi&limit=2')).body as Suggestion[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(2);
    for (const { Id } of list) expect(gazetteer.find((place) => place.id === Id)?.country).toBe('fi');
  });

  it('API-13 answers an empty list for an empty input', async () => {
    expect((await get('/places')).body).toEqual([]);
  });

  it.each([
    ['an unknown country', 'input=a&country=de'],
    ['a limit that is not a whole number', 'input=a&limit=x'],
  ])('API-13 answers 400 with an ErrorMessage for %s', async (_, search) => {
    const { status, body } = await get(`/places?${search}`);
    expect(status).toBe(400);
    expect(body).toEqual({ ErrorMessage: expect.any(String) });
  });
});

describe('GET /places/{id}', () => {
  it('API-14: answers { formattedAddress, location: { lat, lng } } for a suggestion id', async () => {
    const { status, body } = await get(`/places/${encodeURIComponent('se-stockholm')}?language=sv`);
    expect(status).toBe(200);
    expect(body).toEqual({
      formattedAddress: 'Stockholm, Sverige',
      location: { lat: 59.3293, lng: 18.0686 },
    });
  });

  it('ERR-03: answers 404 with an ErrorMessage for an unknown id', async () => {
    const { status, body } = await get('/places/no-such-place');
    expect(status).toBe(404);
    expect(body).toEqual({ ErrorMessage: expect.any(String) });
  });
});
