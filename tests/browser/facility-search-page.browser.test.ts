import { defaultLocation } from '@nordpark/core';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { afterFrames } from './support/frames';
import type { PageWatch } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The facility search as a page: where it searches (URL, session, geolocation, default),
// the URL and back/forward, customer-service mode. The list, the controls and the map have
// their own files. Rule IDs: ../../shared/spec/rules.md.

const NEARBY = '/booking/getnearbyfacilities';

describeBrowser('the facility search page in Chromium', () => {
  const session = useBrowserSession();

  const nearbyCalls = (watch: PageWatch) =>
    watch.requested.filter((url) => new URL(url).pathname === NEARBY).map((url) => new URL(url).searchParams);

  const status = (page: Page) => page.locator('.np-search__status');

  async function settled(page: Page): Promise<string> {
    await page.locator('.np-search__status[data-status="done"]').waitFor();
    return (await status(page).textContent()) ?? '';
  }

  async function waitForCalls(watch: PageWatch, count: number): Promise<URLSearchParams[]> {
    await expect.poll(() => nearbyCalls(watch).length).toBeGreaterThanOrEqual(count);
    return nearbyCalls(watch);
  }

  test('SRCH-05 SRCH-32: a location in the URL is searched first, without asking for a position', async () => {
    const { page, watch } = await session.openPage('/se/search?name=Odenplan&lat=59.343&lng=18.049', {
      geolocation: { latitude: 57.7, longitude: 11.97 },
      permissions: ['geolocation'],
    });
    expect(await settled(page)).toMatch(/^\d+ parkeringar hittades\./);
    const [call] = await waitForCalls(watch, 1);
    expect(call?.get('latitude')).toBe('59.343');
    expect(call?.get('longitude')).toBe('18.049');
    expect(call?.get('maxDistance')).toBe('5');
    expect(call?.get('size')).toBe('50');
    expect(new URL(page.url()).searchParams.get('name')).toBe('Odenplan');
    expect(watch.pageErrors).toEqual([]);
  });

  test('SRCH-34: without a URL location the browser position is used when it is inside the country', async () => {
    const { page, watch } = await session.openPage('/se/search', {
      geolocation: { latitude: 57.7089, longitude: 11.9746 },
      permissions: ['geolocation'],
    });
    await settled(page);
    const [call] = await waitForCalls(watch, 1);
    expect(Number(call?.get('latitude'))).toBeCloseTo(57.7089, 3);
    // Written back in place, so a reload searches the same spot (SRCH-11).
    expect(Number(new URL(page.url()).searchParams.get('lat'))).toBeCloseTo(57.7089, 3);
  });

  test('SRCH-34 SRCH-35: a position outside the country is not used; the default city is', async () => {
    const { page, watch } = await session.openPage('/no/search', {
      geolocation: { latitude: 52.52, longitude: 13.4 },
      permissions: ['geolocation'],
    });
    await settled(page);
    const [call] = await waitForCalls(watch, 1);
    expect(Number(call?.get('latitude'))).toBeCloseTo(defaultLocation('no').lat, 3);
  });

  test('ERR-26 ERR-27: a refused geolocation is only logged; the default city is searched', async () => {
    const { page, watch } = await session.openPage('/fi/search', { permissions: [] });
    await settled(page);
    const [call] = await waitForCalls(watch, 1);
    expect(Number(call?.get('latitude'))).toBeCloseTo(defaultLocation('fi').lat, 3);
    expect(watch.consoleErrors).toEqual([]);
    expect(await page.locator('.np-search [role="alert"]').count()).toBe(0);
  });

  test('SRCH-33: a location stored for the session is used when the URL has none', async () => {
    const page = await session.page({ permissions: [] });
    await page.goto(`${session.server.url}/test/no-islands`);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'nordpark.search.location',
        JSON.stringify({ lat: 59.8586, lng: 17.6389, name: 'Uppsala' }),
      ),
    );
    const nearby = page.waitForRequest((request) => request.url().includes(NEARBY));
    await page.goto(`${session.server.url}/se/search`);
    const params = new URL((await nearby).url()).searchParams;
    expect(Number(params.get('latitude'))).toBeCloseTo(59.8586, 3);
    await settled(page);
    expect(new URL(page.url()).searchParams.get('name')).toBe('Uppsala');
  });

  test('SRCH-09 SRCH-10: back and forward restore the search each entry points at', async () => {
    const { page, watch } = await session.openPage('/se/search?name=Odenplan&lat=59.343&lng=18.049', {
      permissions: [],
    });
    await settled(page);
    // Another search pushed by the page (as the search bar does), then real back and forward.
    await page.evaluate(() => {
      history.pushState(null, '', '?name=G%C3%B6teborg&lat=57.7089&lng=11.9746&f=Indoor');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForCalls(watch, 2);
    await settled(page);
    await page.goBack();
    const back = await waitForCalls(watch, 3);
    expect(back[2]?.get('latitude')).toBe('59.343');
    await settled(page);
    expect(new URL(page.url()).searchParams.get('name')).toBe('Odenplan');
    await page.goForward();
    const forward = await waitForCalls(watch, 4);
    expect(forward[3]?.get('latitude')).toBe('57.7089');
    expect(watch.pageErrors).toEqual([]);
  });

  test('SRCH-05 SRCH-09: the date and the stay from the URL show in the date fields, and back restores the date', async () => {
    // Days ahead of the real clock (this page runs on it): a search date must not be past.
    const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [from, until, later] = [dayAhead(16), dayAhead(19), dayAhead(25)];
    const dateField = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
    const place = 'name=Odenplan&lat=59.343&lng=18.049';
    const { page } = await session.openPage(`/se/search?${place}&date=${from}&until=${until}`, {
      permissions: [],
    });
    await settled(page);
    // The field may mount before the search has read its URL: it follows the search's date.
    expect(await dateField(page, 'Från datum').inputValue()).toBe(from);
    expect(await dateField(page, 'Till och med').inputValue()).toBe(until);
    await page.evaluate((query) => {
      history.pushState(null, '', query);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `?${place}&date=${later}`);
    await expect.poll(() => dateField(page, 'Från datum').inputValue()).toBe(later);
    await page.goBack();
    await expect.poll(() => dateField(page, 'Från datum').inputValue()).toBe(from);
  });

  test('SRCH-12 SRCH-14: customer-service mode loads nothing until a name parameter is present', async () => {
    const waiting = await session.openPage('/se/customer-service', { permissions: [] });
    await waiting.page.locator('.np-search__status[data-status="waiting"]').waitFor();
    // The store has settled in "waiting" (and openPage waited for the islands): a search would
    // have started by now, and been seen two frames later.
    await afterFrames(waiting.page);
    expect(nearbyCalls(waiting.watch)).toEqual([]);
    expect(await waiting.page.locator('.np-search--customerservice').count()).toBe(1);

    const named = await session.openPage('/se/customer-service?name=Kungsgatan&lat=59.336&lng=18.063', {
      permissions: [],
    });
    await settled(named.page);
    expect(nearbyCalls(named.watch)).toHaveLength(1);
  });

  test('odd query parameters are ignored, never thrown', async () => {
    const { page, watch } = await session.openPage(
      '/se/search?lat=abc&lng=%00&date=2026-02-30&items=-1&f=%3Cscript%3E,LTP&p=,,',
      { permissions: [] },
    );
    await settled(page);
    expect(watch.pageErrors).toEqual([]);
    expect(await page.locator('[data-nordpark="facility-search"]').getAttribute('data-nordpark-state')).toBe(
      'mounted',
    );
  });
});
