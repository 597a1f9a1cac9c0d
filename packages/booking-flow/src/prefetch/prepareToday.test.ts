// The booking flow's data entry builds the market's date formatter (prepareToday) before the
// island renders: its first use loads ICU's date-time data, a long task, which sat
// inside the first render's task (the store counts its dates from today).
import { deferred, storyConfig } from '@nordpark/ui/testing';
import { afterEach, expect, it, vi } from 'vitest';

const prepareToday = vi.hoisted(() => vi.fn());
vi.mock('@nordpark/core', async (original) => ({
  ...(await original<typeof import('@nordpark/core')>()),
  prepareToday,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  prepareToday.mockClear();
});

it("prepares the market's today before the island renders, even without a facility, in a task of its own", async () => {
  vi.useFakeTimers();
  const { prefetch } = await import('../prefetch');
  prefetch({ config: storyConfig({ country: 'fi' }), props: {}, element: document.body });
  expect(prepareToday).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  await vi.advanceTimersByTimeAsync(0);
  expect(prepareToday).toHaveBeenCalledWith('fi');
});

it("prepares it once the loader's Intl warm-up is over, not before (ICU's data is then loaded off the main thread)", async () => {
  vi.useFakeTimers();
  const { prefetch } = await import('../prefetch');
  const warm = deferred<void>();
  prefetch({
    config: storyConfig({ country: 'no' }),
    props: {},
    element: document.body,
    intlReady: warm.promise,
  });
  await vi.advanceTimersByTimeAsync(1000);
  expect(prepareToday).not.toHaveBeenCalled();
  warm.resolve();
  await vi.advanceTimersByTimeAsync(0);
  expect(prepareToday).toHaveBeenCalledExactlyOnceWith('no');
});

it('prepares it only once the first calls are on their way', async () => {
  const fetch = vi.fn(async () => Response.json({ ok: true, data: {} }));
  vi.stubGlobal('fetch', fetch);
  const { prefetch } = await import('../prefetch');
  vi.useFakeTimers();
  prefetch({ config: storyConfig(), props: { fId: 'f-1' }, element: document.body });
  await vi.advanceTimersByTimeAsync(0);
  await vi.advanceTimersByTimeAsync(0);
  expect(fetch).toHaveBeenCalled();
  expect(fetch.mock.invocationCallOrder[0]).toBeLessThan(prepareToday.mock.invocationCallOrder.at(-1) ?? 0);
});
