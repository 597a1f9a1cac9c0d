// The search's data entry builds the market's date formatter (prepareToday) before the island
// renders: its first use loads ICU's date-time data, a long task, which sat inside the
// first render's task (the advanced bar's date field asks for today).
import { deferred, storyConfig } from '@nordpark/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSharedReads } from '../../../api/src/http/shared';
import { forgetPosition } from './positionPrefetch';

const prepareToday = vi.hoisted(() => vi.fn());
vi.mock('@nordpark/core', async (original) => ({
  ...(await original<typeof import('@nordpark/core')>()),
  prepareToday,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  prepareToday.mockClear();
  window.history.replaceState(null, '', '/');
});

it("prepares the market's today before the island renders, even where it searches nothing yet, in a task of its own", async () => {
  vi.useFakeTimers();
  const { prefetch } = await import('../prefetch');
  const config = storyConfig({ country: 'no' });
  prefetch({ config, props: { pageType: 'customerservice' }, element: document.body });
  expect(prepareToday).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(prepareToday).toHaveBeenCalledWith('no');
});

it('prepares it only once the first call is on its way', async () => {
  const fetch = vi.fn(async () => Response.json({ ok: true, data: [] }));
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', '/?name=Odenplan&lat=59.343&lng=18.049');
  const { prefetch } = await import('../prefetch');
  vi.useFakeTimers();
  prefetch({ config: storyConfig(), props: {}, element: document.body });
  expect(fetch).toHaveBeenCalled();
  expect(prepareToday).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(fetch.mock.invocationCallOrder[0]).toBeLessThan(prepareToday.mock.invocationCallOrder.at(-1) ?? 0);
});

describe('when the first call waits for the browser position', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetSharedReads();
    forgetPosition();
  });

  /** A geolocation that answers (with Stockholm) only when `answer` is called. */
  function slowGeolocation() {
    let answer = () => {};
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) => {
        answer = () =>
          success({ coords: { latitude: 59.33, longitude: 18.07 }, timestamp: 0 } as GeolocationPosition);
      },
    };
    vi.stubGlobal('navigator', { geolocation });
    return { answer: () => answer() };
  }

  /** Fake timers, a fetch that answers, a position that answers when told, and the entry. */
  async function withSlowPosition() {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => Response.json({ ok: true, data: [] }));
    vi.stubGlobal('fetch', fetch);
    const position = slowGeolocation();
    prepareToday.mockClear();
    return { fetch, position, ...(await import('../prefetch')) };
  }

  it('prepares today after the call that follows a quick answer', async () => {
    const { fetch, position, prefetch } = await withSlowPosition();
    prefetch({ config: storyConfig(), props: {}, element: document.body });
    expect(prepareToday).not.toHaveBeenCalled();
    position.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(prepareToday).toHaveBeenCalledOnce();
    expect(fetch.mock.invocationCallOrder[0]).toBeLessThan(prepareToday.mock.invocationCallOrder[0] ?? 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(prepareToday).toHaveBeenCalledOnce();
  });

  it("waits for the loader's Intl warm-up too, after the call: ICU's data then loads off the main thread", async () => {
    const { fetch, position, prefetch, POSITION_GRACE_MS } = await withSlowPosition();
    const warm = deferred<void>();
    prefetch({
      config: storyConfig({ country: 'fi' }),
      props: {},
      element: document.body,
      intlReady: warm.promise,
    });
    position.answer();
    await vi.advanceTimersByTimeAsync(POSITION_GRACE_MS * 4);
    expect(fetch).toHaveBeenCalledOnce();
    expect(prepareToday).not.toHaveBeenCalled();
    warm.resolve();
    await vi.advanceTimersByTimeAsync(1);
    expect(prepareToday).toHaveBeenCalledExactlyOnceWith('fi');
  });

  it('prepares it anyway after a short grace when the position is slow (a permission prompt)', async () => {
    const { position, prefetch, POSITION_GRACE_MS } = await withSlowPosition();
    prefetch({ config: storyConfig(), props: {}, element: document.body });
    await vi.advanceTimersByTimeAsync(POSITION_GRACE_MS - 1);
    expect(prepareToday).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(prepareToday).toHaveBeenCalledOnce();
    position.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(prepareToday).toHaveBeenCalledOnce();
  });
});
