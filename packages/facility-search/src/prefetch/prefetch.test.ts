// The search's data entry (src/prefetch.ts): the first nearby call starts before React when the
// URL or the session names the place, after the browser position otherwise, and the store's
// same calls get those answers instead of asking again.
import { createSearchApi } from '@nordpark/api/search';
import { defaultLocation } from '@nordpark/core';
import { storyConfig } from '@nordpark/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSharedReads } from '../../../api/src/http/shared';
import { SESSION_LOCATION_KEY } from '../page/sessionMemory';
import { prefetch } from '../prefetch';
import { firstSearchCentre, searchesOnLoad } from './firstSearchCentre';
import { forgetPosition, positionOnce } from './positionPrefetch';

const none = () => undefined;
const session = () => ({ lat: 59.86, lng: 17.64, name: 'Uppsala' });

afterEach(() => {
  forgetSharedReads();
  forgetPosition();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('where the first search looks, before the island runs', () => {
  it("SRCH-32 the URL's place comes first", () => {
    expect(firstSearchCentre('?name=Odenplan&lat=59.343&lng=18.049', session)).toEqual({
      lat: 59.343,
      lng: 18.049,
    });
  });

  it("SRCH-33 then the session's", () => {
    expect(firstSearchCentre('?f=Indoor', session)).toEqual({ lat: 59.86, lng: 17.64 });
  });

  it('SRCH-34 SRCH-35 otherwise unknown: the browser position or the default city decides', () => {
    expect(firstSearchCentre('', none)).toBeUndefined();
    expect(firstSearchCentre('?lat=91&lng=18', none)).toBeUndefined();
  });

  it('SRCH-14 customer-service mode without a name loads nothing', () => {
    expect(searchesOnLoad('?lat=59.3&lng=18.0', 'customerservice')).toBe(false);
    expect(searchesOnLoad('?name=Kund&lat=59.3&lng=18.0', 'customerservice')).toBe(true);
    expect(searchesOnLoad('', 'default')).toBe(true);
  });
});

describe('the data entry', () => {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ ok: true, data: [] }),
  );

  it("starts the nearby call for the session place; the store's call for it is answered by that request", async () => {
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
    sessionStorage.setItem(SESSION_LOCATION_KEY, JSON.stringify(session()));
    const config = storyConfig();
    prefetch({ config, props: {}, element: document.body });
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('getnearbyfacilities?latitude=59.86&longitude=17.64');
    const store = createSearchApi(config);
    const signal = new AbortController().signal;
    await expect(
      store.getNearbyFacilities({ latitude: 59.86, longitude: 17.64 }, { signal }),
    ).resolves.toMatchObject({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledOnce();
    // Another place, or the same one again, asks.
    await store.getNearbyFacilities({ latitude: 59.86, longitude: 18 }, { signal });
    await store.getNearbyFacilities({ latitude: 59.86, longitude: 17.64 }, { signal });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("the store's own first load, when it comes first, is not asked again by a late data entry", async () => {
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
    window.history.replaceState(null, '', '/?lat=59.3&lng=18');
    const config = storyConfig();
    await createSearchApi(config).getNearbyFacilities({ latitude: 59.3, longitude: 18 });
    prefetch({ config, props: {}, element: document.body });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('SRCH-34 with no place known, asks the browser position once and searches there; the island takes that position', async () => {
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
    const inUppsala = { coords: { latitude: 59.86, longitude: 17.64 } } as GeolocationPosition;
    const getCurrentPosition = vi.fn((success: PositionCallback) => success(inUppsala));
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    const config = storyConfig();
    prefetch({ config, props: {}, element: document.body });
    await expect(positionOnce()).resolves.toEqual({ lat: 59.86, lng: 17.64 });
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('getnearbyfacilities?latitude=59.86&longitude=17.64');
  });

  it('SRCH-35 with the position refused, the nearby call is for the country default city', async () => {
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
    const refuse = vi.fn((_: PositionCallback, failure?: PositionErrorCallback | null) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition: refuse } });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const config = storyConfig({ country: 'no' });
    prefetch({ config, props: {}, element: document.body });
    await positionOnce();
    const city = defaultLocation('no');
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`latitude=${city.lat}&longitude=${city.lng}`);
  });

  it('SRCH-14 asks nothing in customer-service mode without a name', () => {
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
    window.history.replaceState(null, '', '/?lat=59.3&lng=18.0');
    prefetch({ config: storyConfig(), props: { pageType: 'customerservice' }, element: document.body });
    expect(fetch).not.toHaveBeenCalled();
  });
});
