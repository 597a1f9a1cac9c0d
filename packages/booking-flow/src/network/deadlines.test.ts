import type { ApiResult, CallOptions } from '@nordpark/api/booking';
import { describe, expect, test, vi } from 'vitest';
import { deferred, dropped, settle, testClock } from '../testing/testClock';
import { failed, ok } from '../testing/testStore';
import { failureKind, underDeadlines } from './deadlines';

/** A call the test answers by hand; it records the signal it was given. */
function pendingCall<T>() {
  const answer = deferred<ApiResult<T>>();
  const seen: { signal?: AbortSignal | undefined } = {};
  const call = (options: CallOptions) => {
    seen.signal = options.signal;
    return answer.promise;
  };
  return { call, answer, seen };
}

describe('underDeadlines', () => {
  test('an answer within 5 s is returned as it is; nothing is said and no timer is left', async () => {
    const clock = testClock();
    const onSlow = vi.fn();
    const { call, answer } = pendingCall<string>();
    const result = underDeadlines(call, { clock, abandon: true, onSlow });
    clock.advance(4_999);
    answer.resolve(ok('facility'));
    expect(await result).toEqual(ok('facility'));
    expect(onSlow).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });

  test('a call pending at 5 s is said to be slow, once, and its answer still counts', async () => {
    const clock = testClock();
    const onSlow = vi.fn();
    const { call, answer } = pendingCall<string>();
    const result = underDeadlines(call, { clock, abandon: true, onSlow });
    clock.advance(4_999);
    expect(onSlow).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    clock.advance(10_000);
    expect(onSlow).toHaveBeenCalledTimes(1);
    answer.resolve(ok('late but in time'));
    expect(await result).toEqual(ok('late but in time'));
  });

  test('a load pending at 20 s is abandoned: "timeout", its call aborted, and its late answer not used', async () => {
    const clock = testClock();
    const { call, answer, seen } = pendingCall<string>();
    const result = underDeadlines(call, { clock, abandon: true, onSlow: () => {} });
    clock.advance(19_999);
    await settle();
    expect(seen.signal?.aborted).toBe(false);
    clock.advance(1);
    expect(seen.signal?.aborted).toBe(true);
    answer.resolve(ok('too late'));
    expect(await result).toBe('timeout');
    expect(clock.pending()).toBe(0);
  });

  test('a submission is never abandoned: its answer after 20 s is the result', async () => {
    const clock = testClock();
    const { call, answer, seen } = pendingCall<string>();
    const result = underDeadlines(call, { clock, abandon: false, onSlow: () => {} });
    clock.advance(60_000);
    expect(seen.signal?.aborted).toBe(false);
    answer.resolve(ok('SO-1'));
    expect(await result).toEqual(ok('SO-1'));
  });
});

describe('failureKind', () => {
  test('an abandoned call and a call that timed out are "timeout"', () => {
    const clock = testClock();
    expect(failureKind('timeout', clock)).toBe('timeout');
    expect(failureKind({ ...dropped(), reason: 'timeout' }, clock)).toBe('timeout');
  });

  test('a dropped connection is "offline" only while the browser says it is offline', () => {
    const clock = testClock();
    expect(failureKind(dropped(), clock)).toBe('failed');
    clock.online = false;
    expect(failureKind(dropped(), clock)).toBe('offline');
    // The server answered: not a connection problem, whatever the browser says.
    expect(failureKind(failed(500), clock)).toBe('failed');
  });
});
