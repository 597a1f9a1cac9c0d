// The search's data entry builds the market's date formatter (prepareToday) before the island
// renders: its first use loads ICU's date-time data, ~100 ms at 4× CPU, which sat inside the
// first render's task (the advanced bar's date field asks for today).
import { storyConfig } from '@nordpark/ui/testing';
import { afterEach, expect, it, vi } from 'vitest';

const prepareToday = vi.hoisted(() => vi.fn());
vi.mock('@nordpark/core', async (original) => ({
  ...(await original<typeof import('@nordpark/core')>()),
  prepareToday,
}));

it("prepares the market's today before the island renders, even where it searches nothing yet", async () => {
  const { prefetch } = await import('../prefetch');
  const config = storyConfig({ country: 'no' });
  prefetch({ config, props: { pageType: 'customerservice' }, element: document.body });
  expect(prepareToday).toHaveBeenCalledWith('no');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

it('prepares it only once the first call is on its way', async () => {
  const fetch = vi.fn(async () => Response.json({ ok: true, data: [] }));
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', '/?name=Odenplan&lat=59.343&lng=18.049');
  const { prefetch } = await import('../prefetch');
  prefetch({ config: storyConfig(), props: {}, element: document.body });
  expect(fetch).toHaveBeenCalled();
  expect(fetch.mock.invocationCallOrder[0]).toBeLessThan(prepareToday.mock.invocationCallOrder.at(-1) ?? 0);
});
