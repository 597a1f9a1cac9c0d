import type { ApiResult } from '@nordpark/api/booking';
import type { Facility } from '@nordpark/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { bookingTranslator } from '../testing/messages';
import { dropped, settle, testClock } from '../testing/testClock';
import { CONFIG, FACILITY, failed, fakeApi, ok } from '../testing/testStore';
import { useFacility } from './useFacility';

const t = bookingTranslator(CONFIG);

describe('useFacility', () => {
  test('a failure shows with Retry; Retry asks the server again', async () => {
    let calls = 0;
    const api = fakeApi({ getFacilitySummary: () => (++calls === 1 ? failed(500) : ok(FACILITY)) });
    const clock = testClock();
    const { result } = renderHook(() => useFacility(api.api, FACILITY.Uid, t, clock));
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Något gick fel hos oss. Försök igen om en stund.'),
    );
    expect(result.current.facility).toBeNull();
    await act(async () => {
      await result.current.error?.retry?.();
    });
    expect(api.named('getFacilitySummary')).toHaveLength(2);
    expect(result.current.facility?.Uid).toBe('fac-1');
    expect(result.current.error).toBeNull();
  });

  test('back online retries only a load that failed offline, and only once', async () => {
    const clock = testClock();
    const api = fakeApi({ getFacilitySummary: failed(500) });
    const { result } = renderHook(() => useFacility(api.api, FACILITY.Uid, t, clock));
    await waitFor(() => expect(result.current.error).not.toBeNull());
    await act(async () => {
      result.current.backOnline();
      await settle();
    });
    // Failed online: nothing to retry by itself.
    expect(api.named('getFacilitySummary')).toHaveLength(1);

    clock.online = false;
    const offline = fakeApi({ getFacilitySummary: dropped() });
    const second = renderHook(() => useFacility(offline.api, FACILITY.Uid, t, clock));
    await waitFor(() =>
      expect(second.result.current.error?.message).toBe(
        'Uppgifterna kunde inte hämtas eftersom du är offline. Vi försöker igen när anslutningen är tillbaka.',
      ),
    );
    clock.online = true;
    await act(async () => {
      second.result.current.backOnline();
      second.result.current.backOnline();
      await settle();
    });
    expect(offline.named('getFacilitySummary')).toHaveLength(2);
  });

  test('a slow load says so from 5 s and stops saying it with the answer', async () => {
    const clock = testClock();
    let answer: (value: ApiResult<Facility>) => void = () => {};
    const api = fakeApi({
      getFacilitySummary: (() => new Promise<ApiResult<Facility>>((resolve) => (answer = resolve))) as never,
    });
    const { result } = renderHook(() => useFacility(api.api, FACILITY.Uid, t, clock));
    await act(settle);
    act(() => clock.advance(4_999));
    expect(result.current.slow).toBe(false);
    act(() => clock.advance(1));
    expect(result.current.slow).toBe(true);
    await act(async () => {
      answer(ok(FACILITY));
      await settle();
    });
    expect(result.current).toMatchObject({ slow: false, error: null });
    expect(result.current.facility?.Uid).toBe('fac-1');
  });
});
