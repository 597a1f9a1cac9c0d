import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPrefetched, prefetch, takePrefetched, takePrefetchedOr } from './prefetch';

afterEach(() => clearPrefetched());

/** A call that counts how often it was made. */
function counted<T>(value: T) {
  const call = () => {
    call.count += 1;
    return Promise.resolve(value);
  };
  call.count = 0;
  return call;
}

describe('prefetched answers: one request, never two', () => {
  it('the island takes the answer the data entry asked for', async () => {
    const call = counted('facilities');
    prefetch('nearby 59.3 18.0', call);
    // A second data entry for the same request (two islands of a kind) shares it.
    prefetch('nearby 59.3 18.0', call);
    await expect(takePrefetchedOr('nearby 59.3 18.0', call)).resolves.toBe('facilities');
    expect(call.count).toBe(1);
  });

  it('when the island asks first, a data entry that runs later does not ask again', async () => {
    const call = counted('facilities');
    await takePrefetchedOr('nearby 59.3 18.0', call);
    await prefetch('nearby 59.3 18.0', call);
    expect(call.count).toBe(1);
  });

  it('an answer is taken once: a retry asks the server again', () => {
    const call = counted(1);
    prefetch('k', call);
    expect(takePrefetched('k')).toBeDefined();
    expect(takePrefetched('k')).toBeUndefined();
    void takePrefetchedOr('k', call);
    void takePrefetchedOr('k', call);
    expect(call.count).toBe(3);
  });

  it('another request (another key) finds nothing', () => {
    prefetch('nearby 59.3 18.0', () => Promise.resolve(1));
    expect(takePrefetched('nearby 59.4 18.0')).toBeUndefined();
  });

  it('an answer older than its age limit is dropped, not shown as new', () => {
    let now = 1_000;
    const call = counted(1);
    prefetch('k', call, () => now);
    now += 61_000;
    expect(takePrefetched('k', 60_000, () => now)).toBeUndefined();
    void takePrefetchedOr('k', call, 60_000, () => now);
    expect(call.count).toBe(2);
  });

  it('a failed call is no unhandled rejection, and the taker sees the failure', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetch('k', () => Promise.reject(new Error('offline')));
      // Node reports a rejection no one handled once the microtasks have run, before the next
      // timer's task: an ordering step, not a guess of time.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    await expect(takePrefetched('k')).rejects.toThrow('offline');
  });
});
