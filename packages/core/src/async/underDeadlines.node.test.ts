import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ABANDON_LOAD_MS, SLOW_LOAD_MS } from './loadDeadlines';
import { pageClock, underDeadlines } from './underDeadlines';

// The page's clock over vitest's fake timers: time moves only when the test moves it.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A call the test answers by hand; it records the signal it was given. */
function pendingCall<T>() {
  let answer: (value: T) => void = () => {};
  const seen: { signal?: AbortSignal } = {};
  const call = (signal: AbortSignal) => {
    seen.signal = signal;
    return new Promise<T>((resolve) => {
      answer = resolve;
    });
  };
  return { call, answer: (value: T) => answer(value), seen };
}

describe('underDeadlines', () => {
  test('an answer before the slow deadline is returned as it is; nothing is said and no timer is left', async () => {
    const onSlow = vi.fn();
    const { call, answer } = pendingCall<string>();
    const result = underDeadlines(call, { clock: pageClock, abandon: true, onSlow });
    vi.advanceTimersByTime(SLOW_LOAD_MS - 1);
    answer('facility');
    expect(await result).toBe('facility');
    expect(onSlow).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a call pending at the slow deadline is said to be slow, once, and its answer still counts', async () => {
    const onSlow = vi.fn();
    const { call, answer } = pendingCall<string>();
    const result = underDeadlines(call, { clock: pageClock, abandon: true, onSlow });
    vi.advanceTimersByTime(SLOW_LOAD_MS - 1);
    expect(onSlow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ABANDON_LOAD_MS - SLOW_LOAD_MS - 1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    answer('late but in time');
    expect(await result).toBe('late but in time');
  });

  test('a load pending at the abandon deadline ends as "timeout", its call aborted, its late answer not used', async () => {
    const { call, answer, seen } = pendingCall<string>();
    const result = underDeadlines(call, { clock: pageClock, abandon: true, onSlow: () => {} });
    vi.advanceTimersByTime(ABANDON_LOAD_MS - 1);
    expect(seen.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(seen.signal?.aborted).toBe(true);
    answer('too late');
    expect(await result).toBe('timeout');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a submission is never abandoned: its answer after the abandon deadline is the result', async () => {
    const { call, answer, seen } = pendingCall<string>();
    const result = underDeadlines(call, { clock: pageClock, abandon: false, onSlow: () => {} });
    vi.advanceTimersByTime(3 * ABANDON_LOAD_MS);
    expect(seen.signal?.aborted).toBe(false);
    answer('SO-1');
    expect(await result).toBe('SO-1');
  });

  test("the caller's controller is the call's: aborting it (a newer load) reaches the call", async () => {
    const controller = new AbortController();
    const { call, answer, seen } = pendingCall<string>();
    const result = underDeadlines(call, { clock: pageClock, abandon: true, onSlow: () => {}, controller });
    expect(seen.signal).toBe(controller.signal);
    controller.abort();
    answer('aborted answer');
    expect(await result).toBe('aborted answer');
    expect(vi.getTimerCount()).toBe(0);
  });
});
