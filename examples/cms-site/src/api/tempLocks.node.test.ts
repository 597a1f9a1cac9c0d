// Temporary locks over HTTP, on a clock the test moves.
import { facilities, parkingSpaces } from '@nordpark/fixtures';
import { LOCK_MINUTES } from '@nordpark/fixtures/backend';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { clientFor } from '../testing/apiClient';
import { startTestServer } from '../testing/testServer';

let server: RunningServer;
let now = Date.UTC(2026, 10, 23, 12);
beforeAll(async () => {
  server = await startTestServer({ backend: { now: () => now } });
});
afterAll(() => server.close());

const fId = facilities[0]?.Uid ?? '';
const free = parkingSpaces(fId).filter((item) => item.ParkingSpaceStatus === 'AVAILABLE');
const spaceUidAt = (index: number) => free[index]?.ParkingSpace.Uid ?? `missing-${index}`;
const lockIdOf = (result: { ok: boolean; body?: unknown }) =>
  typeof result.body === 'object' && result.body !== null && 'LockId' in result.body
    ? String(result.body.LockId)
    : '';

async function statusOf(spaceUid: string): Promise<string | undefined> {
  const result = await clientFor(server).getParkingSpaceAvailability({ fId });
  return result.ok
    ? result.body.find((item) => item.ParkingSpace.Uid === spaceUid)?.ParkingSpaceStatus
    : undefined;
}

describe('temporary locks over HTTP', () => {
  test('BOOK-05 BOOK-06 BOOK-07 API-31 API-32 API-33 a lock is created, moved and removed', async () => {
    const client = clientFor(server);
    const [a, b] = [spaceUidAt(0), spaceUidAt(1)];
    const created = await client.createTempLock({ fId, spaceUid: a, SalesOrderId: 'SO-lock-1' });
    expect(created).toMatchObject({ ok: true, body: { SpaceUid: a, ExpiresInMinutes: LOCK_MINUTES } });
    const lockId = lockIdOf(created);
    expect(await statusOf(a)).toBe('NOT_AVAILABLE');

    expect(await client.updateTempLock({ LockId: lockId, spaceUid: b })).toMatchObject({
      ok: true,
      body: { SpaceUid: b },
    });
    expect(await statusOf(a)).toBe('AVAILABLE');
    expect(await statusOf(b)).toBe('NOT_AVAILABLE');

    expect(await client.removeTempLock({ LockId: lockId }, { keepalive: true })).toMatchObject({
      ok: true,
      body: { Removed: true },
    });
    expect(await statusOf(b)).toBe('AVAILABLE');
  });

  test('BOOK-05 a space locked by another booking is a 409 until the lock expires', async () => {
    const client = clientFor(server);
    const space = spaceUidAt(2);
    const first = await client.createTempLock({ fId, spaceUid: space, SalesOrderId: 'SO-lock-2' });
    expect(first.ok).toBe(true);
    expect(await client.createTempLock({ fId, spaceUid: space, SalesOrderId: 'SO-lock-3' })).toMatchObject({
      ok: false,
      status: 409,
      info: 'Error.',
      errorMessage: expect.stringMatching(/locked by another booking/),
    });
    now += LOCK_MINUTES * 60_000;
    expect(await statusOf(space)).toBe('AVAILABLE');
    expect(await client.updateTempLock({ LockId: lockIdOf(first) })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await client.createTempLock({ fId, spaceUid: space, SalesOrderId: 'SO-lock-3' })).toMatchObject({
      ok: true,
    });
  });

  test('API-31 BOOK-05 a lock without a space is a 400; a space the facility lacks a 404', async () => {
    const client = clientFor(server);
    expect(await client.createTempLock({ fId })).toMatchObject({
      ok: false,
      status: 400,
      errorMessage: expect.stringMatching(/spaceUid/),
    });
    expect(await client.createTempLock({ fId, spaceUid: 'no-such-space' })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
