import { facilities } from '@nordpark/fixtures';
import { SCROLL_LOCK_CLASS } from '@nordpark/ui';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { moduleRan } from './support/clickToShown';
import { describeBrowser } from './support/describeBrowser';
import { afterFrames } from './support/frames';
import type { PageWatch } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The facility map in Chromium on the reference server's data: markers and clusters, the
// selection shared with the list, the info window, each reload rule, the small-screen toggle,
// full screen and keyboard use. Tiles cannot load here (no network): the map must work
// without them. Rule IDs: ../../shared/spec/rules.md.

const NEARBY = '/booking/getnearbyfacilities';
// Sergels torg with an address: the map opens at zoom 15 (MAP-03).
const AT_ADDRESS =
  '/se/search?name=Sergels%20torg&address=Sergels%20torg%2C%20Stockholm&lat=59.3326&lng=18.0649';
const DESKTOP = { viewport: { width: 1280, height: 900 }, permissions: [] } satisfies BrowserContextOptions;

interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

describeBrowser('the facility map in Chromium', () => {
  const session = useBrowserSession();
  afterEach(() => session.server.clearFaults());

  const nearbyCalls = (watch: PageWatch) =>
    watch.requested.filter((url) => new URL(url).pathname === NEARBY).map((url) => new URL(url).searchParams);
  const canvas = (page: Page) => page.locator('.np-map__canvas');
  const markers = (page: Page) => page.locator('.np-map .np-marker');
  const infoWindow = (page: Page) => page.getByRole('dialog');
  /** The marker of the nearest facility (the list's first), which lies near the map's centre. */
  async function nearestMarker(page: Page) {
    const name = (await page.locator('.np-facility__name').first().textContent()) ?? '';
    return { name, marker: page.locator(`.np-map .np-marker[title^="${name}, "]`) };
  }

  async function open(path: string, options: BrowserContextOptions = DESKTOP) {
    const opened = await session.openPage(path, options);
    await opened.page.locator('.np-search__status[data-status="done"]').waitFor();
    await opened.page.locator('.np-map .np-marker, .np-map .np-cluster').first().waitFor();
    return opened;
  }

  async function view(page: Page): Promise<MapView> {
    const text = (await canvas(page).getAttribute('data-np-view')) ?? '';
    const [lat, lng, zoom] = text.split(',').map(Number);
    return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN, zoom: zoom ?? Number.NaN };
  }

  /**
   * Waits until the map has no zoom under way: two frames, in which Leaflet starts the zoom
   * animation a key or click asked for, then until none runs (its map pane carries
   * `leaflet-zoom-anim` while one does).
   */
  async function zoomIdle(page: Page): Promise<void> {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.waitForFunction(() => !document.querySelector('.np-map__canvas .leaflet-zoom-anim'));
  }

  /** Waits until the map has settled at a zoom (Leaflet animates zooms). */
  async function zoomReaches(page: Page, zoom: number): Promise<void> {
    await expect.poll(async () => (await view(page)).zoom).toBe(zoom);
  }

  /** Presses + or − on the focused map until it reaches a zoom, waiting out each animation. */
  async function zoomWithKeys(page: Page, target: number): Promise<void> {
    for (let zoom = (await view(page)).zoom; zoom !== target; zoom = (await view(page)).zoom) {
      await page.keyboard.press(zoom > target ? 'Minus' : 'Equal');
      await zoomReaches(page, zoom > target ? zoom - 1 : zoom + 1);
    }
  }

  async function drag(page: Page, dx: number, dy: number): Promise<void> {
    const box = await canvas(page).boundingBox();
    if (!box) throw new Error('no map');
    // Start on empty map, away from the controls and markers at the centre.
    const x = box.x + box.width / 2 - dx / 2;
    // Near the bottom of the map's visible part (a tall map may go on below the window).
    const y = Math.min(box.y + box.height, page.viewportSize()?.height ?? Number.POSITIVE_INFINITY) - 60;
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Slow steps: Leaflet adds no inertia, so the map moves by exactly (dx, dy).
    for (let step = 1; step <= 6; step++) {
      await page.mouse.move(x + (dx * step) / 6, y + (dy * step) / 6);
      await page.waitForTimeout(60);
    }
    await page.mouse.up();
  }

  /** Both are on screen, within the map, and neither covers any part of the other. */
  async function expectApart(page: Page, one: Locator, other: Locator): Promise<void> {
    const [a, b, map] = await Promise.all([
      one.boundingBox(),
      other.boundingBox(),
      canvas(page).boundingBox(),
    ]);
    if (!a || !b || !map) throw new Error('not drawn');
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
    for (const box of [a, b]) {
      expect(box.y).toBeGreaterThanOrEqual(map.y);
      expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height);
    }
  }

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  test('SRCH-01 MAP-03 MAP-10 the loaded facilities are on the map at zoom 15, without tiles and without errors', async () => {
    const { page, watch } = await open(AT_ADDRESS);
    expect(await view(page)).toMatchObject({ lat: expect.closeTo(59.3326, 3), zoom: 15 });
    const first = markers(page).first();
    expect(await first.getAttribute('role')).toBe('button');
    const box = await first.boundingBox();
    expect([box?.width, box?.height]).toEqual([30, 33]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.failedRequests).toEqual([]);
    await expectNoAxeViolations(page, 'map shown');
  });

  test('MAP-05 MAP-06 MAP-08 the default city fits its listed facilities (never wider than zoom 10), each cluster saying its count', async () => {
    const { page } = await open('/se/search');
    const shown = await view(page);
    // Fitted to the searched place and the facilities the list shows first.
    expect(shown.zoom).toBeGreaterThanOrEqual(10);
    expect(shown.zoom).toBeLessThanOrEqual(15);
    expect(shown.lat).toBeCloseTo(59.33, 1);
    await canvas(page).focus();
    await zoomWithKeys(page, 10);
    // Read in one go from one element: a map still re-clustering after the zoom can replace
    // the first cluster between two reads (a full run once read 4 and then 30's label).
    const [text, label] = await page
      .locator('.np-map .np-cluster')
      .first()
      .evaluate((cluster) => [cluster.textContent, cluster.getAttribute('aria-label')]);
    const count = Number(text);
    expect(count).toBeGreaterThan(1);
    expect(label).toMatch(new RegExp(`^${count} parkeringar, zooma in, närmast \\S`));
  });

  // The map comes once the list has settled and fits itself to the results at once, so its
  // first view (the search's default zoom) is what stays when a search finds nothing.
  const NOTHING_NEARBY = { path: NEARBY, status: 200, body: '[]' } as const;
  const GOTHENBURG = { latitude: 57.7089, longitude: 11.9746 };
  const BY_POSITION = { ...DESKTOP, geolocation: GOTHENBURG, permissions: ['geolocation'] };

  async function openEmptyMap(options: BrowserContextOptions): Promise<Page> {
    session.server.injectFault(NOTHING_NEARBY);
    const { page } = await session.openPage('/se/search', options);
    await page.locator('.np-search__status[data-status="done"]').waitFor();
    await page.locator('.np-map__canvas[data-np-view]').waitFor();
    return page;
  }

  test('MAP-04 a geolocation search shows the map at zoom 12 on the position before any fit', async () => {
    const page = await openEmptyMap(BY_POSITION);
    expect(await view(page)).toEqual({
      lat: expect.closeTo(GOTHENBURG.latitude, 3),
      lng: expect.closeTo(GOTHENBURG.longitude, 3),
      zoom: 12,
    });
  });

  test('MAP-05 the default city shows the map at zoom 10 on the city before any fit', async () => {
    const page = await openEmptyMap(DESKTOP);
    expect(await view(page)).toEqual({
      lat: expect.closeTo(59.33, 1),
      lng: expect.closeTo(18.07, 1),
      zoom: 10,
    });
  });

  test('MAP-04 with results, a geolocation search is fitted to them, never wider than zoom 12', async () => {
    const { page } = await open('/se/search', BY_POSITION);
    const shown = await view(page);
    expect(shown.zoom).toBeGreaterThanOrEqual(12);
    expect(shown.zoom).toBeLessThanOrEqual(15);
    expect(shown.lat).toBeCloseTo(GOTHENBURG.latitude, 1);
  });

  test('MAP-11 MAP-12 MAP-14 a marker click selects it: selected icon, info window, the list item selected', async () => {
    const { page } = await open(AT_ADDRESS);
    const { name, marker } = await nearestMarker(page);
    const title = (await marker.getAttribute('title')) ?? '';
    await marker.click();
    const selected = page.locator('.np-map .np-marker--selected');
    await selected.waitFor();
    expect(await selected.getAttribute('title')).toBe(title);
    const box = await selected.boundingBox();
    expect([box?.width, box?.height]).toEqual([40, 49]);
    expect(await selected.getAttribute('aria-pressed')).toBe('true');
    await infoWindow(page).getByRole('heading', { name }).waitFor();
    expect(await infoWindow(page).getByRole('link', { name: 'Boka parkering' }).getAttribute('href')).toMatch(
      /^\/se\/booking\/\?fId=[^&]+&t=1$/,
    );
    expect(await page.locator('.np-facility--selected .np-facility__name').textContent()).toBe(name);
    await expectNoAxeViolations(page, 'marker selected');
  });

  const PHONE: BrowserContextOptions = {
    viewport: { width: 390, height: 844 },
    permissions: [],
    isMobile: true,
    hasTouch: true,
  };
  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`MAP-14 on a ${size}, the open info window shows the entry height and leaves the map's status line readable`, async () => {
      const { page } = await session.openPage(AT_ADDRESS, options);
      await page.locator('.np-search__status[data-status="done"]').waitFor();
      if (size === 'phone') await page.getByRole('button', { name: 'Karta', exact: true }).click();
      await markers(page).first().waitFor();
      // No tile loads here: the map says so in its status line.
      const status = page.getByText('Kartbilden kan inte visas just nu.', { exact: false });
      await status.waitFor();
      const { name, marker } = await nearestMarker(page);
      await marker.click();
      const dialog = infoWindow(page);
      await dialog.getByRole('heading', { name }).waitFor();
      expect(await dialog.innerText()).toMatch(/Maxhöjd \d,\d+\s?m|Ingen höjdgräns/);
      const instructions = dialog.getByText('Körbeskrivning');
      expect(await instructions.isVisible()).toBe(true);
      await expectApart(page, status, dialog);
      // Opened, the instructions make the window taller: it stays within the map, the line
      // still clear of it.
      const said = facilities.find((facility) => facility.Name === name)?.DrivingInstructions ?? '';
      await instructions.click();
      await dialog.getByText(said.slice(0, 30), { exact: false }).waitFor();
      await expectApart(page, status, dialog);
      await expectNoAxeViolations(page, 'info window with its driving instructions open');
    });
  }

  test('MAP-15 a click on the map itself deselects', async () => {
    const { page } = await open(AT_ADDRESS);
    await (await nearestMarker(page)).marker.click();
    await infoWindow(page).waitFor();
    const box = await canvas(page).boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + box.width - 40, box.y + 120);
    await infoWindow(page).waitFor({ state: 'detached' });
    expect(await page.locator('.np-map .np-marker--selected').count()).toBe(0);
    expect(await page.locator('.np-facility--selected').count()).toBe(0);
  });

  test('MAP-14 a list selection selects its marker, zooming into its cluster', async () => {
    const { page } = await open('/se/search');
    await canvas(page).focus();
    await zoomWithKeys(page, 10);
    await expect.poll(() => markers(page).count()).toBeLessThan(3);
    const item = page.locator('.np-facility').first();
    const name = (await item.locator('.np-facility__name').textContent()) ?? '';
    await item.getByRole('button', { name: /Visa på kartan/ }).click();
    const selected = page.locator('.np-map .np-marker--selected');
    await selected.waitFor();
    expect(await selected.getAttribute('title')).toMatch(new RegExp(`^${name}, `));
    expect((await view(page)).zoom).toBeGreaterThan(10);
    await infoWindow(page).getByRole('heading', { name }).waitFor();
  });

  test('MAP-07 choosing a place recentres the map on it', async () => {
    const { page } = await open(AT_ADDRESS);
    const box = page.getByRole('combobox', { name: /Var vill du parkera/ });
    await box.fill('Göteborg');
    const option = page.getByRole('option').first();
    await option.waitFor();
    await option.click();
    await expect.poll(async () => (await view(page)).lat, { timeout: 10_000 }).toBeCloseTo(57.7, 0);
    expect((await view(page)).lng).toBeCloseTo(11.97, 0);
  });

  test('MAP-18 MAP-19 zooming out below 14 reloads around the map centre; to 14 does not', async () => {
    const { page, watch } = await open(AT_ADDRESS);
    const before = nearbyCalls(watch).length;
    await canvas(page).focus();
    await page.keyboard.press('Minus');
    await zoomReaches(page, 14);
    // The map has decided about the move ('' is "no reload") before the count is read, two
    // frames later: a request the decision sent would have been seen by then.
    await expect.poll(() => canvas(page).getAttribute('data-np-reload')).toBe('');
    await afterFrames(page);
    expect(nearbyCalls(watch).length).toBe(before);
    await page.keyboard.press('Minus');
    await zoomReaches(page, 13);
    await expect.poll(() => nearbyCalls(watch).length).toBe(before + 1);
    const call = nearbyCalls(watch).at(-1);
    const centre = await view(page);
    expect(Number(call?.get('latitude'))).toBeCloseTo(centre.lat, 3);
    expect(Number(call?.get('longitude'))).toBeCloseTo(centre.lng, 3);
    expect(await canvas(page).getAttribute('data-np-reload')).toBe('zoomedOut');
    // Written in place (no history entry per move), de-duplicated: no marker twice.
    const titles = await markers(page).evaluateAll((els) => els.map((el) => el.getAttribute('title')));
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('MAP-20 a move far enough offers "search this area", which reloads at the centre', async () => {
    // At zoom 10 a pixel is about 80 m: 100 px is well past 2.5 km, with markers still in view.
    const { page, watch } = await open('/se/search');
    await canvas(page).focus();
    await zoomWithKeys(page, 10);
    // Zooming out below 14 reloaded around the centre (MAP-18): the offer is measured from there.
    await expect.poll(() => page.getByRole('status').first().getAttribute('data-status')).toBe('done');
    const before = nearbyCalls(watch).length;
    await drag(page, -100, 0);
    const button = page.getByRole('button', { name: 'Sök i det här området' });
    await button.waitFor();
    expect(nearbyCalls(watch).length).toBe(before);
    await button.click();
    await expect.poll(() => nearbyCalls(watch).length).toBe(before + 1);
    const centre = await view(page);
    expect(Number(nearbyCalls(watch).at(-1)?.get('longitude'))).toBeCloseTo(centre.lng, 3);
    await button.waitFor({ state: 'detached' });
  });

  test('MAP-17 MAP-19 a move that leaves no marker in view reloads around the centre', async () => {
    const { page, watch } = await open(AT_ADDRESS);
    // Into the archipelago, east: a few drags until nothing loaded is in view.
    for (let i = 0; i < 6; i++) {
      await drag(page, -560, 0);
      // The map decides about a move at its end, which the frames after the drag have seen.
      await afterFrames(page);
      if ((await canvas(page).getAttribute('data-np-reload')) === 'empty') break;
    }
    expect(await canvas(page).getAttribute('data-np-reload')).toBe('empty');
    const centre = await view(page);
    await expect.poll(() => Number(nearbyCalls(watch).at(-1)?.get('longitude'))).toBeCloseTo(centre.lng, 3);
  });

  test('MAP-16 moving more than 1000 km from the last load reloads there', async () => {
    const { page, watch } = await open('/se/search', {
      viewport: { width: 6400, height: 900 },
      permissions: [],
    });
    await page.getByRole('button', { name: 'Visa kartan i helskärm' }).click();
    await canvas(page).focus();
    await zoomWithKeys(page, 8);
    const before = await view(page);
    // One drag of 4000 px at zoom 8 is about 1250 km at this latitude.
    await drag(page, -4000, 0);
    await expect.poll(() => canvas(page).getAttribute('data-np-reload')).toBe('far');
    const after = await view(page);
    expect(after.lng - before.lng).toBeGreaterThan(20);
    await expect.poll(() => Number(nearbyCalls(watch).at(-1)?.get('longitude'))).toBeCloseTo(after.lng, 3);
  });

  test('MAP-01 MAP-02 the zoom stops at 8 and at 18', async () => {
    const { page } = await open(AT_ADDRESS);
    await canvas(page).focus();
    await zoomWithKeys(page, 18);
    await page.keyboard.press('Equal');
    // A zoom past 18 would have started within two frames: wait until none runs, and two more
    // frames for a late moveend before reading where the map is.
    await zoomIdle(page);
    await afterFrames(page);
    expect((await view(page)).zoom).toBe(18);
    expect(await page.locator('.leaflet-control-zoom-in').getAttribute('class')).toContain(
      'leaflet-disabled',
    );
    await zoomWithKeys(page, 8);
    await page.keyboard.press('Minus');
    await zoomIdle(page);
    await afterFrames(page);
    expect((await view(page)).zoom).toBe(8);
    expect(await page.locator('.leaflet-control-zoom-out').getAttribute('class')).toContain(
      'leaflet-disabled',
    );
  });

  test('MAP-22 on a small screen the toggle shows the map, drawn at its new size', async () => {
    const { page } = await session.openPage(AT_ADDRESS, {
      viewport: { width: 600, height: 900 },
      permissions: [],
    });
    await page.locator('.np-search__status[data-status="done"]').waitFor();
    expect(await canvas(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Karta', exact: true }).click();
    await markers(page).first().waitFor();
    const map = await canvas(page).boundingBox();
    if (!map) throw new Error('not drawn');
    expect(map.width).toBeGreaterThan(500);
    // Measured again when shown: still centred on the search, with markers drawn inside it.
    expect((await view(page)).lat).toBeCloseTo(59.3326, 3);
    const inside = await markers(page).evaluateAll(
      (els, box) =>
        els.filter((el) => {
          const r = el.getBoundingClientRect();
          const x = r.x + r.width / 2;
          const y = r.y + r.height / 2;
          return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
        }).length,
      map,
    );
    expect(inside).toBeGreaterThan(3);
  });

  test('MAP-21 SRCH-49 full screen fills the window, locks the page scroll and Escape leaves it', async () => {
    const { page } = await open(AT_ADDRESS);
    const root = () => page.evaluate(() => document.documentElement.className);
    await page.getByRole('button', { name: 'Visa kartan i helskärm' }).click();
    const exit = page.getByRole('button', { name: 'Stäng helskärm' });
    await exit.waitFor();
    expect(await root()).toContain(SCROLL_LOCK_CLASS);
    const map = await canvas(page).boundingBox();
    expect(map?.height).toBeGreaterThan(700);
    expect(await markers(page).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'full screen');
    await page.keyboard.press('Escape');
    await exit.waitFor({ state: 'detached' });
    expect(await root()).not.toContain(SCROLL_LOCK_CLASS);
    // And the visible way back works too.
    await page.getByRole('button', { name: 'Visa kartan i helskärm' }).click();
    await exit.click();
    await exit.waitFor({ state: 'detached' });
    expect(await root()).not.toContain(SCROLL_LOCK_CLASS);
  });

  test('MAP-14 by keyboard: Tab reaches a marker, Enter opens the info window with focus, Escape returns it', async () => {
    const { page } = await open(AT_ADDRESS);
    await page.getByRole('button', { name: 'Visa kartan i helskärm' }).focus();
    // Past the map region itself, onto the first marker or cluster.
    let focused = '';
    for (let i = 0; i < 6 && !focused.includes('np-marker'); i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.className ?? '');
    }
    expect(focused).toContain('np-marker');
    const title = await page.evaluate(() => document.activeElement?.getAttribute('title') ?? '');
    await page.keyboard.press('Enter');
    await infoWindow(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(title.split(',')[0]);
    await page.keyboard.press('Escape');
    await infoWindow(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(title);
    // Space works as on any button.
    await page.keyboard.press('Space');
    await infoWindow(page).waitFor();
  });

  test('MAP-14 Escape on the selected marker closes its info window (a click leaves focus on the marker)', async () => {
    const { page } = await open(AT_ADDRESS);
    const { marker } = await nearestMarker(page);
    await marker.click();
    await infoWindow(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('np-marker'))).toBe(true);
    await page.keyboard.press('Escape');
    await infoWindow(page).waitFor({ state: 'detached' });
    expect(await page.locator('.np-map .np-marker--selected').count()).toBe(0);
  });

  test('the info window loads as a visitor goes for a marker, and then opens in the frame after Enter', async () => {
    const { page, watch } = await open(AT_ADDRESS);
    const infoCode = () =>
      watch.requested.filter((url) => /\/InfoWindow-[^/]*\.js$/.test(new URL(url).pathname));
    expect(infoCode()).toEqual([]);
    const { marker } = await nearestMarker(page);
    await marker.focus();
    await expect.poll(() => infoCode().length).toBe(1);
    await moduleRan(page, /\/InfoWindow-[^/]*\.js$/);
    const openedInFrame = await page.evaluate(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keypress', { key: 'Enter', bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return document.querySelector('.np-map-info') !== null;
    });
    expect(openedInFrame).toBe(true);
  });

  test('MAP-08 by keyboard: Enter on a cluster zooms into it and keeps focus on the markers inside', async () => {
    const { page } = await open('/se/search');
    const cluster = page.locator('.np-map .np-cluster').first();
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await view(page)).zoom).toBeGreaterThan(10);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.matches('.np-map .np-marker, .np-map .np-cluster')),
      )
      .toBe(true);
  });
});
