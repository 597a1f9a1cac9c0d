import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function places(search: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/places?${search}`);
  return { status: response.status, body: await response.json() };
}

describe('GET /places', () => {
  it('answers place suggestions for the typed text, at most 5 by default (SRCH-26)', async () => {
    const { status, body } = await places('input=stockholm');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    const list = body as { name: string; lat: number; lng: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list[0]).toMatchObject({ name: 'Stockholm', lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('keeps to the country and the limit asked for', async () => {
    const { body } = await places('input=a&country=fi&limit=2');
    const list = body as { country: string }[];
    expect(list.length).toBeLessThanOrEqual(2);
    for (const place of list) expect(place.country).toBe('fi');
  });

  it('answers an empty list for an empty input', async () => {
    expect((await places('')).body).toEqual([]);
  });

  it.each([
    ['an unknown country', 'input=a&country=de'],
    ['a limit that is not a whole number', 'input=a&limit=x'],
  ])('answers 400 with an ErrorMessage for %s', async (_, search) => {
    const { status, body } = await places(search);
    expect(status).toBe(400);
    expect(body).toEqual({ ErrorMessage: expect.any(String) });
  });
});
