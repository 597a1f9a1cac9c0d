import type { BrowserContextOptions, ElementHandle, Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { useBrowserSession } from './support/session';

// The map by keyboard alone (WAI-ARIA APG): its markers and clusters are one tab stop, the
// arrow keys move by screen position, Home and End by distance from the searched place, and
// focus follows a facility when a zoom re-clusters it. Names are read from the accessibility
// tree, as a screen reader gets them.

// Sergels torg with an address: the map opens at zoom 15, every facility its own marker.
const AT_ADDRESS =
  '/se/search?name=Sergels%20torg&address=Sergels%20torg%2C%20Stockholm&lat=59.3326&lng=18.0649';
const DESKTOP = { viewport: { width: 1280, height: 900 }, permissions: [] } satisfies BrowserContextOptions;
const PHONE = {
  viewport: { width: 390, height: 844 },
  permissions: [],
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;
const MAP = { name: 'Karta över parkeringar' } as const;
/** A marker's name (name, address, distance: availability) or a cluster's, as the tree gives it. */
/** A marker's name, not a cluster's. */
const MARKER_NAME_TEXT = /^.+, .*\d k?m: .+/;
const MARKER_NAME = /^button "(.+, .*\d k?m: .+|\d+ parkeringar, zooma in, närmast .+)"/;

describeBrowser('the facility map by keyboard', () => {
  const session = useBrowserSession();

  async function open(path: string, options: BrowserContextOptions = DESKTOP) {
    const { page } = await session.openPage(path, options);
    await page.locator('.np-search__status[data-status="done"]').waitFor();
    // Attached: on a phone the map waits, hidden, behind the list.
    await page.locator('.np-map:not([aria-busy])').waitFor({ state: 'attached' });
    return page;
  }

  /** The focused element's role and name, as the accessibility tree gives them ('button "…"'). */
  const focusedName = async (page: Page) => {
    const line = ((await page.locator(':focus').ariaSnapshot()).split('\n')[0] ?? '').replace(/^- /, '');
    // YAML quotes a line with a colon in it.
    return line.startsWith("'") ? line.slice(1, -1).replaceAll("''", "'") : line;
  };
  /** Whether focus is on a marker or cluster: a button in the map region with such a name. */
  const focusIsOnMarker = async (page: Page) =>
    (await page.evaluate(
      (name) => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') === name,
      MAP.name,
    )) && MARKER_NAME.test(await focusedName(page));
  /** The centre on screen of an element, by default the focused one. */
  const centreOf = async (page: Page, element?: ElementHandle) => {
    const box = await (element ?? page.locator(':focus')).boundingBox();
    if (!box) throw new Error('not drawn');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const zoom = async (page: Page) =>
    Number(((await page.getByRole('region', MAP).getAttribute('data-np-view')) ?? '').split(',')[2]);
  /** What the map's live region has said, in order, from now on. */
  const listen = async (page: Page) => {
    await page.evaluate(() => {
      const region = document.querySelector('.np-map [aria-live="polite"]');
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      if (region)
        new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
          childList: true,
          subtree: true,
          characterData: true,
        });
    });
    return () => page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
  };

  /** The facility's name in a marker's name ('button "Name, address, distance: …"'). */
  const heading = (markerName: string) => markerName.split('"')[1]?.split(',')[0] ?? '';
  /** Whether an element lies wholly within the window (to the pixel: a scroll rounds). */
  const inViewport = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= -1 && box.bottom <= window.innerHeight + 1;
    });
  /** Distance in metres from a formatted one ("785 m", "1,2 km"). */
  const metres = (distance: string) => {
    const [, number = '', km] = /([\d,]+)\s?(k?)m/.exec(distance) ?? [];
    return Number(number.replace(',', '.')) * (km ? 1000 : 1);
  };

  /**
   * Presses → on the focused marker until the map has panned to show the one moved to (or twelve
   * times); `then` runs after each press. Returns the map, its view and the view it started at.
   */
  async function arrowUntilPanned(page: Page, then: () => Promise<unknown>) {
    const region = page.getByRole('region', MAP);
    const view = () => region.getAttribute('data-np-view');
    const start = await view();
    for (let i = 0; i < 12 && (await view()) === start; i++) {
      await page.keyboard.press('ArrowRight');
      await then();
    }
    return { region, view, start };
  }

  /** Tabs from the map's full-screen button into the markers: past the map region itself. */
  async function tabIntoMarkers(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Visa kartan i helskärm' }).focus();
    for (let i = 0; i < 4 && !(await focusIsOnMarker(page)); i++) await page.keyboard.press('Tab');
    expect(await focusIsOnMarker(page)).toBe(true);
  }

  test('the markers are one tab stop: Tab enters on the facility nearest the searched place, the next Tab leaves', async () => {
    const page = await open(AT_ADDRESS);
    const nearest = (await page.locator('.np-facility__name').first().textContent()) ?? '';
    await tabIntoMarkers(page);
    expect(await focusedName(page)).toContain(`button "${nearest}, `);
    await page.keyboard.press('Tab');
    expect(await focusIsOnMarker(page)).toBe(false);
    // And back: Shift+Tab returns to the same marker, not to the last one Leaflet added.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toContain(`button "${nearest}, `);
    const violations = await runAxe(page);
    expect(violations.length, formatViolations('marker focused', violations)).toBe(0);
  });

  test('the arrow keys move to the next marker in their direction on screen; Home and End by distance', async () => {
    const page = await open(AT_ADDRESS);
    const nearest = (await page.locator('.np-facility__name').first().textContent()) ?? '';
    await tabIntoMarkers(page);
    for (const [key, moved] of [
      ['ArrowRight', (a: { x: number }, b: { x: number }) => b.x > a.x],
      ['ArrowLeft', (a: { x: number }, b: { x: number }) => b.x < a.x],
      ['ArrowDown', (a: { y: number }, b: { y: number }) => b.y > a.y],
      ['ArrowUp', (a: { y: number }, b: { y: number }) => b.y < a.y],
    ] as const) {
      await page.keyboard.press('Home');
      const from = (await page.evaluateHandle(() => document.activeElement)).asElement();
      if (!from) throw new Error('nothing focused');
      const name = await focusedName(page);
      await page.keyboard.press(key);
      // Each way from the nearest there is another marker in Sergels torg's view.
      await expect.poll(() => focusedName(page)).not.toBe(name);
      expect(await focusIsOnMarker(page), key).toBe(true);
      // Both measured now: the map may have panned to show the one moved to.
      expect(moved(await centreOf(page, from), await centreOf(page)), key).toBe(true);
    }
    await page.keyboard.press('End');
    await expect.poll(() => focusedName(page)).not.toContain(`"${nearest}, `);
    await page.keyboard.press('Home');
    await expect.poll(() => focusedName(page)).toContain(`"${nearest}, `);
  });

  test('Enter on a cluster zooms into it and puts focus on a marker or cluster inside; nothing is lost to the page', async () => {
    const page = await open('/se/search');
    await tabIntoMarkers(page);
    // Find a cluster by keyboard: its name says how many facilities it holds.
    for (const key of ['Home', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'End']) {
      if ((await focusedName(page)).includes('parkeringar')) break;
      await page.keyboard.press(key);
    }
    expect(await focusedName(page)).toMatch(/\d+ parkeringar/);
    const before = await zoom(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => zoom(page)).toBeGreaterThan(before);
    await expect.poll(() => focusIsOnMarker(page)).toBe(true);
    const violations = await runAxe(page);
    expect(violations.length, formatViolations('after a zoom', violations)).toBe(0);
  });

  test('when a zoom clusters the focused marker, focus moves to the cluster that holds it', async () => {
    const page = await open(AT_ADDRESS);
    await tabIntoMarkers(page);
    const box = await page.locator('.np-map__canvas').boundingBox();
    if (!box) throw new Error('no map');
    // Zoomed out by the wheel, far enough that the marker's facility is in a cluster.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 300);
    await expect.poll(() => zoom(page)).toBeLessThanOrEqual(13);
    await expect.poll(() => focusedName(page)).toMatch(/\d+ parkeringar/);
  });

  test('Skip the map takes focus past the map to the list', async () => {
    const page = await open(AT_ADDRESS);
    await page.getByRole('button', { name: 'Visa kartan i helskärm' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toContain('link "Hoppa över kartan"');
    await page.keyboard.press('Enter');
    const first = (await page.locator('.np-facility__name').first().textContent()) ?? '';
    await expect.poll(() => focusedName(page)).toContain(`heading "${first}"`);
  });

  test("a marker's name gives its name, address, distance and availability; Tab enters on the selected one", async () => {
    const page = await open(AT_ADDRESS);
    const first = page.locator('.np-facility').first();
    const nearest = (await first.locator('.np-facility__name').textContent()) ?? '';
    const distance = (await first.locator('.np-facility__distance').textContent()) ?? '';
    await tabIntoMarkers(page);
    expect(await focusedName(page)).toMatch(
      new RegExp(`^button "${nearest}, .*${distance.match(/[\d,]+\s?k?m/)?.[0]}: `),
    );
    // Selected by keyboard elsewhere: Tab comes back to that one, not to the nearest.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const selected = await focusedName(page);
    expect(selected).not.toContain(`"${nearest}, `);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe(selected);
  });

  test("with dates, a marker's name gives its pin's price, and the pins redrawn with prices stay one tab stop", async () => {
    const page = await open(`${AT_ADDRESS}&date=2026-12-11&until=2026-12-14`);
    await tabIntoMarkers(page);
    await expect
      .poll(() => focusedName(page), { timeout: 10_000 })
      .toMatch(/: .+, [\d\s]+ kr för din vistelse/);
    const tabStops = () =>
      page.getByRole('region', MAP).evaluate((region) => region.querySelectorAll('[tabindex="0"]').length);
    expect(await tabStops()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focusIsOnMarker(page)).toBe(false);
  });

  test('Enter on a marker opens its info window with focus inside; Escape closes it and focus is back on the marker', async () => {
    const page = await open(AT_ADDRESS);
    await tabIntoMarkers(page);
    await page.keyboard.press('ArrowRight');
    const name = await focusedName(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => focusedName(page)).toContain(`heading "${heading(name)}"`);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The list marks the facility and brings it into view; focus stays in the window.
    const item = page
      .locator('.np-facility')
      .filter({ has: page.getByRole('heading', { name: heading(name), exact: true }) });
    await expect
      .poll(() => item.getByRole('button', { name: /^Visa på kartan/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => inViewport(item)).toBe(true);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const violations = await runAxe(page);
    expect(violations.length, formatViolations('info window open', violations)).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe(name);
    // Space works as on any button.
    await page.keyboard.press('Space');
    await dialog.waitFor();
  });

  test("a cluster's name gives its count, what Enter does and the nearest facility inside", async () => {
    const page = await open('/se/search');
    await tabIntoMarkers(page);
    for (const key of ['Home', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'End']) {
      if ((await focusedName(page)).includes('parkeringar')) break;
      await page.keyboard.press(key);
    }
    const [, count, nearest] =
      /"(\d+) parkeringar, zooma in, närmast (.+)"/.exec(await focusedName(page)) ?? [];
    expect(Number(count)).toBeGreaterThan(1);
    expect(nearest).toMatch(/\S/);
  });

  test('an arrow key to a marker beyond the view pans the map to show it', async () => {
    const page = await open(AT_ADDRESS);
    await tabIntoMarkers(page);
    const { region, view, start } = await arrowUntilPanned(page, async () =>
      expect(await focusIsOnMarker(page)).toBe(true),
    );
    await expect.poll(view).not.toBe(start);
    const box = await region.boundingBox();
    if (!box) throw new Error('no map');
    await expect
      .poll(async () => {
        const { x, y } = await centreOf(page);
        return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
      })
      .toBe(true);
  });

  test('the pans the arrow keys make to reach a marker are not spoken; a zoom after them is', async () => {
    const page = await open(AT_ADDRESS);
    const said = await listen(page);
    // The page's clock from here on: the summary's wait for the view to rest is run through,
    // not waited out.
    await page.clock.install();
    await tabIntoMarkers(page);
    const { region, view, start } = await arrowUntilPanned(page, () => page.clock.runFor(1_000));
    expect(await view()).not.toBe(start);
    await page.clock.runFor(5_000);
    expect(await said()).toEqual([]);
    await region.focus();
    const before = await zoom(page);
    await page.keyboard.press('Minus');
    // The zoom's frames and its summary's wait run as the page's clock is moved on.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return (await zoom(page)) === before - 1 && (await said()).length;
      })
      .toBe(1);
  });

  test('after a zoom the live region sums up the view, once', async () => {
    const page = await open(AT_ADDRESS);
    const said = await listen(page);
    await tabIntoMarkers(page);
    for (const key of ['End', 'ArrowLeft', 'ArrowUp', 'Home', 'ArrowRight']) await page.keyboard.press(key);
    // Zoomed out by Leaflet's own keys, with the map itself focused.
    await page.getByRole('region', MAP).focus();
    const before = await zoom(page);
    await page.keyboard.press('Minus');
    await expect.poll(() => zoom(page)).toBe(before - 1);
    await expect.poll(said, { timeout: 5_000 }).toHaveLength(1);
    expect((await said())[0]).toMatch(/^\d+ parkeringar i kartvyn, närmast .+, [\d,]+\s?k?m$/);
    const violations = await runAxe(page);
    expect(violations.length, formatViolations('after a zoom', violations)).toBe(0);
  });

  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`on a ${size}, "Show on map" in the list puts focus on the marker and opens its info window`, async () => {
      const page = await open(AT_ADDRESS, options);
      const item = page.locator('.np-facility').nth(2);
      const name = (await item.locator('.np-facility__name').textContent()) ?? '';
      await item.getByRole('button', { name: /^Visa på kartan/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name }).waitFor();
      await expect.poll(() => focusedName(page)).toContain(`button "${name}, `);
      expect(await focusIsOnMarker(page)).toBe(true);
      // The marker is in sight, not under its window.
      const marker = await centreOf(page);
      const window = await page.getByRole('dialog', { name }).boundingBox();
      expect(window && marker.y < window.y).toBe(true);
      // Escape closes the window; focus stays on the marker, the map's one tab stop.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await focusedName(page)).toContain(`button "${name}, `);
      expect(
        await page
          .getByRole('region', MAP)
          .evaluate((region) => region.querySelectorAll('[tabindex="0"]').length),
      ).toBe(1);
    });
  }

  test('the facilities in the map view are in the list, in the same order of distance', async () => {
    const page = await open(AT_ADDRESS);
    const region = page.getByRole('region', MAP);
    const bounds = await region.boundingBox();
    if (!bounds) throw new Error('no map');
    // The markers a person sees in the view, with the distance their names give.
    const inView: { name: string; metres: number }[] = [];
    for (const marker of await region.getByRole('button', { name: MARKER_NAME_TEXT }).all()) {
      const box = await marker.boundingBox();
      if (!box) continue;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (x < bounds.x || x > bounds.x + bounds.width || y < bounds.y || y > bounds.y + bounds.height)
        continue;
      const label = (await marker.getAttribute('title')) ?? '';
      inView.push({ name: label.split(',')[0] ?? '', metres: metres(label.split(': ')[0] ?? '') });
    }
    expect(inView.length).toBeGreaterThan(1);
    const names = new Set(inView.map((marker) => marker.name));
    const listed = () => page.locator('.np-facility__name').allTextContents();
    const more = page.getByRole('button', { name: /^Visa fler/ });
    for (let i = 0; i < 10; i++) {
      const shown = await listed();
      if (shown.filter((name) => names.has(name)).length === names.size || (await more.count()) === 0) break;
      await more.click();
      await expect.poll(async () => (await listed()).length).toBeGreaterThan(shown.length);
    }
    const order = (await listed()).filter((name) => names.has(name));
    expect(new Set(order)).toEqual(names);
    const distances = order.map(
      (name) => inView.find((marker) => marker.name === name)?.metres ?? Number.NaN,
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
