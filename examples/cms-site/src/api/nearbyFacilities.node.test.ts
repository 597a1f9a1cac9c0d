import {
  defaultLocation,
  type Facility,
  facilityLatLng,
  haversineDistance,
  type LatLng,
} from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STOCKHOLM = defaultLocation('se');
const OSLO = defaultLocation('no');

function query(point: LatLng, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    latitude: String(point.lat),
    longitude: String(point.lng),
    ...extra,
  }).toString();
}

async function nearby(search: string): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await fetch(`${server.url}/booking/getnearbyfacilities?${search}`);
  return { status: response.status, body: await response.json(), response };
}

async function nearbyList(search: string): Promise<Facility[]> {
  const { status, body } = await nearby(search);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body as Facility[];
}

const distances = (list: readonly Facility[]): number[] => list.map((facility) => facility.Address.Distance);

describe('GET /booking/getnearbyfacilities', () => {
  it('API-01 API-06: answers facilities near latitude/longitude as a JSON list', async () => {
    const { response } = await nearby(query(STOCKHOLM));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const list = await nearbyList(query(STOCKHOLM));
    expect(list.length).toBeGreaterThan(0);
    for (const facility of list) {
      expect(facility).toMatchObject({ Uid: expect.any(String), Name: expect.any(String) });
      expect(facility.Address.Marker.Coordinates).toHaveLength(2);
    }
  });

  it('API-01: fills Address.Distance with the metres from the requested point', async () => {
    for (const point of [STOCKHOLM, OSLO]) {
      for (const facility of await nearbyList(query(point))) {
        const position = facilityLatLng(facility);
        expect(position).not.toBeNull();
        if (position) expect(facility.Address.Distance).toBeCloseTo(haversineDistance(point, position), 6);
      }
    }
  });

  it('DOM-12: sorts by Address.Distance, nearest first, with each facility once (DOM-11)', async () => {
    const list = await nearbyList(query(STOCKHOLM, { maxDistance: '50', size: '500' }));
    expect(distances(list)).toEqual([...distances(list)].sort((a, b) => a - b));
    expect(new Set(list.map((facility) => facility.Uid)).size).toBe(list.length);
  });

  it('API-02: keeps to maxDistance in km, 5 by default', async () => {
    const byDefault = await nearbyList(query(STOCKHOLM, { size: '500' }));
    expect(Math.max(...distances(byDefault))).toBeLessThanOrEqual(5000);
    expect(byDefault).toEqual(await nearbyList(query(STOCKHOLM, { maxDistance: '5', size: '500' })));

    const withinOne = await nearbyList(query(STOCKHOLM, { maxDistance: '1', size: '500' }));
    expect(Math.max(0, ...distances(withinOne))).toBeLessThanOrEqual(1000);
    expect(withinOne.length).toBeLessThan(byDefault.length);

    // The fixtures hold facilities beyond 5 km of the centre, so a wider radius finds more.
    const wider = await nearbyList(query(STOCKHOLM, { maxDistance: '30', size: '500' }));
    expect(wider.length).toBeGreaterThan(byDefault.length);
    expect(Math.max(...distances(wider))).toBeGreaterThan(5000);
  });

  it('API-04: returns at most size facilities, 50 by default, the nearest ones', async () => {
    const everywhere = { maxDistance: '5000' };
    expect(facilities.length).toBeGreaterThan(50);
    const byDefault = await nearbyList(query(STOCKHOLM, everywhere));
    expect(byDefault).toHaveLength(50);
    const three = await nearbyList(query(STOCKHOLM, { ...everywhere, size: '3' }));
    expect(three).toEqual(byDefault.slice(0, 3));
  });

  it('API-03 API-05: accepts withPmcs, lang and init without changing the answer', async () => {
    const plain = await nearbyList(query(OSLO));
    expect(await nearbyList(query(OSLO, { withPmcs: 'false', lang: 'nb', init: 'true' }))).toEqual(plain);
  });

  it('API-06 answers an empty list where no facility is near', async () => {
    expect(await nearbyList(query({ lat: 0, lng: 0 }))).toEqual([]);
  });

  it('tells caches not to store the answer (CFG-08)', async () => {
    const { response } = await nearby(query(STOCKHOLM));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['no coordinates', ''],
    ['no longitude', 'latitude=59.3'],
    ['an empty latitude', 'latitude=&longitude=18'],
    ['a latitude that is not a number', 'latitude=abc&longitude=18'],
    ['a latitude beyond the pole', 'latitude=91&longitude=18'],
    ['a longitude beyond the date line', 'latitude=59&longitude=181'],
    ['a negative maxDistance', 'latitude=59&longitude=18&maxDistance=-1'],
    ['a maxDistance that is not a number', 'latitude=59&longitude=18&maxDistance=far'],
    ['a size of 0', 'latitude=59&longitude=18&size=0'],
    ['a fractional size', 'latitude=59&longitude=18&size=2.5'],
  ])('API-01: answers 400 with an ErrorMessage for %s', async (_, search) => {
    const { status, body } = await nearby(search);
    expect(status).toBe(400);
    expect(body).toEqual({ ErrorMessage: expect.stringMatching(/\w/) });
  });
});
