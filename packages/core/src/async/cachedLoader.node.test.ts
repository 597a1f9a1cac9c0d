import { expect, test, vi } from 'vitest';
import { cachedLoader, FAILED_LOAD_KEPT_MS, track } from './cachedLoader';

test('a tracked promise says how it settled, in React’s thenable convention', async () => {
  const fulfilled = track(Promise.resolve('texts'));
  expect(fulfilled.status).toBe('pending');
  await fulfilled;
  expect(fulfilled).toMatchObject({ status: 'fulfilled', value: 'texts' });
  const failure = new Error('offline');
  const rejected = track(Promise.reject(failure));
  await expect(rejected).rejects.toBe(failure);
  expect(rejected).toMatchObject({ status: 'rejected', reason: failure });
});

test('a cached loader loads once per key; a failed load is given back for a moment, then the next call tries again', async () => {
  vi.useFakeTimers();
  try {
    const load = vi.fn(async (key: string) => {
      if (load.mock.calls.length === 1) throw new Error('offline');
      return key.toUpperCase();
    });
    const cached = cachedLoader(load);
    const first = cached('sv');
    expect(cached('sv')).toBe(first);
    await expect(first).rejects.toThrow('offline');
    // What a component that suspended on it gets when it renders again: the failure, to show.
    expect(cached('sv')).toBe(first);
    expect(cached('sv')).toBe(first);
    vi.advanceTimersByTime(FAILED_LOAD_KEPT_MS + 1);
    const second = cached('sv');
    expect(second).not.toBe(first);
    expect(await second).toBe('SV');
    expect(cached('sv')).toBe(second);
    expect(second.status).toBe('fulfilled');
    expect(load).toHaveBeenCalledTimes(2);
  } finally {
    vi.useRealTimers();
  }
});
