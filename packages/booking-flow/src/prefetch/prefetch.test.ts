// The booking flow's data entry (src/prefetch.ts): the facility summary, and loggedincustomer
// with the auth cookie, start before React; the store's same calls get those answers from the
// API client, without a second request.
import { createBookingApi } from '@nordpark/api/booking';
import { storyConfig } from '@nordpark/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSharedReads } from '../../../api/src/http/shared';
import { prefetch } from '../prefetch';

const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ ok: true, data: {} }),
);
const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets and clears the page's auth cookie on purpose
  document.cookie = cookie;
};
const paths = () => fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);

afterEach(() => {
  forgetSharedReads();
  fetch.mockClear();
  vi.unstubAllGlobals();
  setCookie('np_userhash=; max-age=0; path=/');
});

describe('the booking flow’s data entry', () => {
  it("starts the facility summary for the fId; the store's call for it is answered by that request", async () => {
    vi.stubGlobal('fetch', fetch);
    const config = storyConfig();
    prefetch({ config, props: { fId: ' F-1 ' }, element: document.body });
    expect(paths()).toEqual(['/booking/getfacilitysummary']);
    const store = createBookingApi(config);
    await expect(store.getFacilitySummary({ fId: 'F-1' })).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
    // Another facility, or a retry, asks.
    await store.getFacilitySummary({ fId: 'F-2' });
    await store.getFacilitySummary({ fId: 'F-1' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('CFG-09 asks loggedincustomer only with the auth cookie, and shares it for that cookie only', async () => {
    vi.stubGlobal('fetch', fetch);
    const config = storyConfig();
    prefetch({ config, props: { fId: 'F-1' }, element: document.body });
    expect(paths()).not.toContain('/se/booking/loggedincustomer');
    setCookie('np_userhash=hash-1; path=/');
    prefetch({ config, props: { fId: 'F-2' }, element: document.body });
    expect(paths().filter((path) => path === '/se/booking/loggedincustomer')).toHaveLength(1);
    setCookie('np_userhash=hash-2; path=/');
    await createBookingApi(config).getLoggedInCustomer();
    expect(paths().filter((path) => path === '/se/booking/loggedincustomer')).toHaveLength(2);
    setCookie('np_userhash=hash-1; path=/');
    await createBookingApi(config).getLoggedInCustomer();
    expect(paths().filter((path) => path === '/se/booking/loggedincustomer')).toHaveLength(2);
  });

  it('asks nothing without a facility (the flow says so instead)', () => {
    vi.stubGlobal('fetch', fetch);
    prefetch({ config: storyConfig(), props: { fId: '  ' }, element: document.body });
    prefetch({ config: storyConfig(), props: {}, element: document.body });
    expect(fetch).not.toHaveBeenCalled();
  });
});
