import type { BrowserContextOptions, Page } from 'playwright-core';
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
const MARKER_OR_CLUSTER = '.np-map .np-marker, .np-map .np-cluster';

describeBrowser('the facility map by keyboard', () => {
  const session = useBrowserSession();

  async function open(path: string) {
    const { page } = await session.openPage(path, DESKTOP);
    await page.locator('.np-search__status[data-status="done"]').waitFor();
    await page.locator('.np-map:not([aria-busy])').waitFor();
    return page;
  }

  /** The focused element's role and name, as the accessibility tree gives them. */
  const focusedName = async (page: Page) =>
    (await page.locator(':focus').ariaSnapshot()).split('\n')[0] ?? '';
  const focusIsOnMarker = (page: Page) =>
    page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, MARKER_OR_CLUSTER);
  const focusedBox = async (page: Page) => {
    const box = await page.locator(':focus').boundingBox();
    if (!box) throw new Error('nothing focused is drawn');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const zoom = async (page: Page) =>
    Number(((await page.locator('.np-map__canvas').getAttribute('data-np-view')) ?? '').split(',')[2]);

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
      const before = await focusedBox(page);
      const name = await focusedName(page);
      await page.keyboard.press(key);
      // Each way from the nearest there is another marker in Sergels torg's view.
      await expect.poll(() => focusedName(page)).not.toBe(name);
      expect(await focusIsOnMarker(page), key).toBe(true);
      expect(moved(before, await focusedBox(page)), key).toBe(true);
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
});
