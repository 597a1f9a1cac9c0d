import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { moduleRan, shownWithTheClick } from './support/clickToShown';
import { describeBrowser } from './support/describeBrowser';
import type { PageWatch } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The facility search's controls in Chromium against the reference server: the place
// autocomplete and the filter overlay, by mouse and by keyboard only, on the Swedish advanced
// search page (texts in Swedish). Rule IDs: ../../shared/spec/rules.md.

const PAGE = '/se/search';

describeBrowser('the facility search controls in Chromium', () => {
  const session = useBrowserSession();

  const placeBox = (page: Page) => page.getByRole('combobox', { name: 'Var vill du parkera?' });
  const status = (page: Page) => page.locator('.np-search [role="status"]');
  const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filter/ });
  const overlay = (page: Page) => page.getByRole('dialog', { name: 'Filtrera parkeringar' });
  const applyButton = (page: Page) => overlay(page).getByRole('button', { name: /^Visa \d+ parkering/ });
  const checkbox = (page: Page, name: string) => overlay(page).getByRole('checkbox', { name });
  const placeRequests = (watch: PageWatch) =>
    watch.requested.filter((url) => new URL(url).pathname === '/places');
  const nearbyRequests = (watch: PageWatch) =>
    watch.requested.filter((url) => new URL(url).pathname === '/booking/getnearbyfacilities');

  /** The search page once its first search has answered. */
  async function open(path = PAGE) {
    const opened = await session.openPage(path);
    await opened.page.waitForSelector('.np-search [role="status"][data-status="done"]');
    return opened;
  }

  /** The number in "N parkeringar hittades." (0 for "Inga parkeringar hittades."). */
  async function foundCount(page: Page): Promise<number> {
    await page.waitForSelector('.np-search [role="status"][data-status="done"]');
    const text = (await status(page).textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1] ?? 0);
  }

  async function applyCount(page: Page): Promise<number> {
    return Number(/(\d+)/.exec((await applyButton(page).textContent()) ?? '')?.[1]);
  }

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  const focusedIs = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

  test('SRCH-22 SRCH-28 SRCH-29 a search from typed text to the list of facilities near the place', async () => {
    const { page, watch } = await open();
    const before = nearbyRequests(watch).length;
    // The box holds the first search's place. Typed at a visitor's pace, the debounce asks
    // once, at the end. The page's clock stands still while the keys go in, so a loaded machine
    // cannot stretch the pauses between them past the debounce; then it runs through it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await placeBox(page).fill('Göte');
    await placeBox(page).pressSequentially('bo', { delay: 80 });
    await page.clock.runFor(1_000);
    await page.clock.resume();
    // The reference server's suggestion texts are the maps service's: place and country.
    const goteborg = page.getByRole('option', { name: 'Göteborg, Sverige', exact: true });
    await goteborg.waitFor();
    expect(placeRequests(watch).map((url) => new URL(url).searchParams.get('input'))).toEqual(['Götebo']);
    await goteborg.click();
    await page.waitForURL((url) => url.searchParams.get('name') === 'Göteborg, Sverige');
    const count = await foundCount(page);
    expect(count).toBeGreaterThan(0);
    expect(await status(page).textContent()).toBe(`${count} parkeringar hittades.`);
    const nearby = new URL(nearbyRequests(watch).at(-1) ?? '');
    expect(nearbyRequests(watch).length).toBe(before + 1);
    expect(Number(nearby.searchParams.get('latitude'))).toBeCloseTo(57.7, 0);
    expect(await placeBox(page).inputValue()).toBe('Göteborg, Sverige');
    expect(watch.pageErrors).toEqual([]);
  });

  test('SRCH-22 SRCH-26 ERR-23 the combobox by keyboard only, and axe-clean with suggestions open', async () => {
    const { page } = await open();
    await placeBox(page).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Sto');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const options = await listbox.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(await placeBox(page).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'search page with suggestions open');

    await page.keyboard.press('ArrowDown');
    const activeId = await placeBox(page).getAttribute('aria-activedescendant');
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute('aria-selected')).toBe('true');
    const chosen = (await active.textContent()) ?? '';
    expect(chosen).toBe(options[0]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name') === chosen);
    expect(await placeBox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focusedIs(placeBox(page))).toBe(true);

    // Escape closes an open list, then clears the text.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Upp');
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    expect(await placeBox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await placeBox(page).inputValue()).toBe('Upp');
    await page.keyboard.press('Escape');
    expect(await placeBox(page).inputValue()).toBe('');
    // SRCH-24: no text, no search.
    expect(await page.getByRole('button', { name: 'Sök', exact: true }).isDisabled()).toBe(true);

    // ERR-23: a text no place matches.
    await page.keyboard.type('Qqqxx');
    const none = page.getByText('Inga platser hittades', { exact: false }).first();
    await none.waitFor();
    expect(await none.isVisible()).toBe(true);
  });

  test('FLT-03 FLT-14 SRCH-49 the filters by keyboard only: overlay, apply count, scroll lock, axe', async () => {
    const { page } = await open();
    const found = await foundCount(page);
    await filtersButton(page).focus();
    await page.keyboard.press('Enter');
    await overlay(page).waitFor();
    const root = () => page.evaluate(() => document.documentElement.classList.contains('np-scroll-lock'));
    expect(await root()).toBe(true);
    // Focus starts on the first control: the parking term.
    expect(await focusedIs(overlay(page).getByRole('combobox', { name: /Parkeringstyp/ }))).toBe(true);
    // With the applied filters, the draft matches what the list shows.
    expect(await applyCount(page)).toBe(found);
    await expectNoAxeViolations(page, 'search page with the filter overlay open');

    // Tab to "Inomhus" and tick it with Space.
    const indoor = checkbox(page, 'Inomhus');
    for (let i = 0; i < 10 && !(await focusedIs(indoor)); i++) await page.keyboard.press('Tab');
    expect(await focusedIs(indoor)).toBe(true);
    await page.keyboard.press('Space');
    expect(await indoor.isChecked()).toBe(true);
    const indoorCount = await applyCount(page);
    expect(indoorCount).toBeLessThan(found);

    // Tab on to Apply and press it: the list shows as many as the button said.
    for (let i = 0; i < 20 && !(await focusedIs(applyButton(page))); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await overlay(page).waitFor({ state: 'detached' });
    expect(await root()).toBe(false);
    expect(await foundCount(page)).toBe(indoorCount);
    expect(await focusedIs(filtersButton(page))).toBe(true);
    expect(await filtersButton(page).textContent()).toContain('1');
  });

  test('the overlay, fetched as the pointer reached the button, opens with the click, not after React held it back', async () => {
    const { page } = await open();
    await filtersButton(page).hover();
    await moduleRan(page, /\/FilterOverlay-[\w-]+\.js$/);
    // React.lazy held it back for at least 300 ms, its module in or not (see preloadable).
    expect(await shownWithTheClick(page, '.np-filters-button', '.np-filters input[type="checkbox"]')).toBe(
      true,
    );
  });

  test('FLT-06 FLT-11 FLT-12 FLT-13 switching between long-term and short-term', async () => {
    const { page } = await open();
    await filtersButton(page).click();
    const term = overlay(page).getByRole('combobox', { name: /Parkeringstyp/ });
    const charging = checkbox(page, 'Laddplats för elbil');
    const accessible = checkbox(page, 'Parkering för rörelsehindrade');
    const note = overlay(page).getByText('Finns bara för korttidsparkering.');
    expect(await term.inputValue()).toBe('LTP');
    expect(await charging.isDisabled()).toBe(true);
    expect(await accessible.isDisabled()).toBe(true);
    expect(await note.isVisible()).toBe(true);

    await term.selectOption('STP');
    expect(await charging.isDisabled()).toBe(false);
    expect(await accessible.isDisabled()).toBe(false);
    expect(await note.count()).toBe(0);
    await charging.check();

    await term.selectOption('LTP');
    expect(await charging.isChecked()).toBe(false);
    expect(await charging.isDisabled()).toBe(true);
  });

  test('ERR-28 ERR-29 filters that match nothing: Apply shows 0 and is disabled', async () => {
    const { page } = await open();
    await filtersButton(page).click();
    await checkbox(page, 'Inomhus').check();
    await checkbox(page, 'Utomhus').check();
    expect(await applyCount(page)).toBe(0);
    expect(await applyButton(page).isDisabled()).toBe(true);
  });

  test('SRCH-08 Apply pushes f and p; browser back restores the previous filters', async () => {
    const { page } = await open();
    const found = await foundCount(page);
    await filtersButton(page).click();
    await checkbox(page, 'Uppvärmt').check();
    const spaceType = overlay(page)
      .getByRole('group', { name: 'Typ av parkeringsplats' })
      .getByRole('checkbox')
      .first();
    await spaceType.check();
    const expected = await applyCount(page);
    await applyButton(page).click();
    await page.waitForURL((url) => url.searchParams.has('f'));
    const url = new URL(page.url());
    expect(url.searchParams.get('f')?.split(',')).toEqual(['Heated', 'LTP']);
    expect(url.searchParams.get('p')?.split(',')).toHaveLength(1);
    expect(await foundCount(page)).toBe(expected);

    await page.goBack();
    await page.waitForURL((back) => !back.searchParams.has('f'));
    await page.waitForFunction(
      (count) => document.querySelector('.np-search [role="status"]')?.textContent?.includes(String(count)),
      found,
    );
    expect(await foundCount(page)).toBe(found);
    await filtersButton(page).click();
    expect(await checkbox(page, 'Uppvärmt').isChecked()).toBe(false);
  });
});
