// The booking flow's data entry (src/prefetch.ts): the facility summary, and loggedincustomer
// with the auth cookie, start before React; the store takes each answer once.
import { clearPrefetched } from '@nordpark/api';
import { storyConfig } from '@nordpark/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch } from '../prefetch';
import { takePrefetchedFacilitySummary, takePrefetchedLoggedInCustomer } from './bookingPrefetch';

const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ ok: true, data: {} }),
);
const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets and clears the page's auth cookie on purpose
  document.cookie = cookie;
};
const paths = () => fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);

afterEach(() => {
  clearPrefetched();
  fetch.mockClear();
  vi.unstubAllGlobals();
  setCookie('np_userhash=; max-age=0; path=/');
});

describe('the booking flow’s data entry', () => {
  it('starts the facility summary for the fId; the store takes it once, for that facility only', async () => {
    vi.stubGlobal('fetch', fetch);
    const config = storyConfig();
    prefetch({ config, props: { fId: ' F-1 ' }, element: document.body });
    expect(paths()).toEqual(['/booking/getfacilitysummary']);
    expect(takePrefetchedFacilitySummary(config, 'F-2')).toBeUndefined();
    await expect(takePrefetchedFacilitySummary(config, 'F-1')).resolves.toMatchObject({ ok: true });
    expect(takePrefetchedFacilitySummary(config, 'F-1')).toBeUndefined();
  });

  it('CFG-09 asks loggedincustomer only with the auth cookie, and for that cookie only', () => {
    vi.stubGlobal('fetch', fetch);
    const config = storyConfig();
    prefetch({ config, props: { fId: 'F-1' }, element: document.body });
    expect(paths()).not.toContain('/se/booking/loggedincustomer');
    expect(takePrefetchedLoggedInCustomer(config)).toBeUndefined();
    clearPrefetched();
    setCookie('np_userhash=hash-1; path=/');
    prefetch({ config, props: { fId: 'F-1' }, element: document.body });
    expect(paths()).toContain('/se/booking/loggedincustomer');
    setCookie('np_userhash=hash-2; path=/');
    expect(takePrefetchedLoggedInCustomer(config)).toBeUndefined();
    setCookie('np_userhash=hash-1; path=/');
    expect(takePrefetchedLoggedInCustomer(config)).toBeDefined();
  });

  it('asks nothing without a facility (the flow says so instead)', () => {
    vi.stubGlobal('fetch', fetch);
    prefetch({ config: storyConfig(), props: { fId: '  ' }, element: document.body });
    prefetch({ config: storyConfig(), props: {}, element: document.body });
    expect(fetch).not.toHaveBeenCalled();
  });
});
