import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { addDays, formatInputDate, todayIn } from '@nordpark/core';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { waitForIslands } from './support/pageWatch';
import { useBrowserSession } from './support/session';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const bundleDir = fileURLToPath(new URL('../../packages/islands/dist/browser/', import.meta.url));
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A day `days` after today as the demo's Swedish field counts it (Stockholm's today). */
const sweDay = (days: number) => addDays(todayIn('se'), days) ?? '';

const field = (name: string) => `[data-nordpark="date-field"]:has(input[type="hidden"][name="${name}"])`;
const combobox = (name: string) => `${field(name)} input[role="combobox"]`;

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, WCAG_TAGS);
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const activeInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute('role') ?? null,
      label: el?.getAttribute('aria-label') ?? null,
      isDay: el?.classList.contains('flatpickr-day') ?? false,
      name:
        el?.closest('[data-nordpark]')?.querySelector<HTMLInputElement>('input[type="hidden"]')?.name ?? null,
    };
  });

const expanded = (page: Page, name: string) => page.getAttribute(combobox(name), 'aria-expanded');

/**
 * Focus on a day of the grid. The calendar's code loads when a field is first used, so a key
 * that moves into the grid may take effect when it arrives: wait for that (and fail if never).
 */
async function focusedDay(page: Page) {
  await page.waitForFunction(() => document.activeElement?.classList.contains('flatpickr-day') === true);
  return activeInfo(page);
}

/** The bundle's chunks, by what they hold, from esbuild's metafile. */
function bundleChunks() {
  const metafile = JSON.parse(readFileSync(`${bundleDir}metafile.json`, 'utf8')) as {
    js: { outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }> };
  };
  const outputs = Object.entries(metafile.js.outputs).filter(([file]) => file.endsWith('.js'));
  const fileName = (file: string) => file.split('/').pop() ?? file;
  const calendar = outputs
    .filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.includes('node_modules/flatpickr/')),
    )
    .map(([file]) => fileName(file));
  const texts = (language: string) =>
    outputs
      .filter(([, output]) => output.entryPoint === `packages/date-field/src/messages/${language}.ts`)
      .map(([file]) => fileName(file));
  return { calendar, texts };
}

const requestedFiles = (requested: readonly string[]) =>
  requested.map((url) => url.split('?')[0]?.split('/').pop());

describeBrowser('the date field in Chromium', () => {
  const session = useBrowserSession();

  /**
   * A demo page with its date fields in place: an island is `mounted` at once, and its field
   * shows when the page language's texts (a chunk of their own) have arrived.
   */
  async function open(path: string) {
    const opened = await session.openPage(path);
    await opened.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-nordpark="date-field"][data-nordpark-state="mounted"]')].every(
        (island) => island.querySelector('input[role="combobox"]') !== null,
      ),
    );
    return opened;
  }

  /** Tabs from the top of the page until the named field's input has focus. */
  async function tabInto(page: Page, name: string) {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const active = await activeInfo(page);
      if (active.role === 'combobox' && active.name === name) return;
    }
    throw new Error(`Tab never reached the ${name} field`);
  }

  test('DATE-33 DATE-34 DATE-35 DATE-36 DATE-37 DATE-39 DATE-40 keyboard only: Tab in, type, open with a key, arrows, Enter, Escape', async () => {
    const { page, watch } = await open('/se/date-field');
    await tabInto(page, 'startDate');
    // DATE-34: focus opens the calendar; DATE-37: Escape closes it and focus stays.
    expect(await expanded(page, 'startDate')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'startDate')).toBe('false');
    expect((await activeInfo(page)).role).toBe('combobox');

    // Typing is a key press: it opens the calendar again (DATE-35) and shows the typed month.
    const typed = sweDay(10);
    await page.keyboard.type(typed);
    expect(await expanded(page, 'startDate')).toBe('true');

    // Down arrow moves into the grid, on the typed day; arrows move; Enter picks.
    await page.keyboard.press('ArrowDown');
    let active = await focusedDay(page);
    expect(active.label).toMatch(new RegExp(`\\b${Number(typed.slice(8))}\\b`));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const picked = sweDay(17);
    expect(await page.inputValue(combobox('startDate'))).toBe(picked);
    expect(await page.inputValue(`${field('startDate')} input[type="hidden"]`)).toBe(picked);
    expect((await activeInfo(page)).role).toBe('combobox');
    // DATE-39: the calendar closes shortly after the pick.
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false',
      combobox('startDate'),
    );

    // Escape in the grid closes the calendar and returns focus to the input.
    await page.keyboard.press('ArrowDown');
    active = await activeInfo(page);
    expect(active.isDay).toBe(true);
    await page.keyboard.press('PageDown');
    expect((await activeInfo(page)).isDay).toBe(true);
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'startDate')).toBe('false');
    expect(await activeInfo(page)).toMatchObject({ role: 'combobox', name: 'startDate' });

    // DATE-40: Enter in the input removes focus.
    await page.keyboard.press('Enter');
    expect((await activeInfo(page)).role).not.toBe('combobox');

    // DATE-36: Tab closes the calendar and moves on to the next field.
    await tabInto(page, 'flexStartDate');
    expect(await expanded(page, 'flexStartDate')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await expanded(page, 'flexStartDate')).toBe('false');
    expect(watch.pageErrors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  test('DATE-11 DATE-28 a plain form post carries the chosen dates in the input format', async () => {
    const { page, watch } = await open('/se/date-field');
    await page.click(combobox('startDate'));
    await page.keyboard.type(sweDay(20));
    await page.keyboard.press('Enter');
    await page.click(combobox('requiredDate'));
    await page.keyboard.press('ArrowDown');
    await focusedDay(page);
    await page.keyboard.press('Enter');
    const required = await page.inputValue(combobox('requiredDate'));
    expect(required).toBe(sweDay(7));
    await Promise.all([page.waitForURL('**/se/date-field'), page.click('form button[type="submit"]')]);
    await waitForIslands(page);
    const posted = await page.$$eval('#posted-heading ~ dl dt', (terms) =>
      terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(posted).toEqual(
      expect.arrayContaining([
        ['startDate', sweDay(20)],
        ['requiredDate', required],
        ['anyDate', ''],
      ]),
    );
    // A disabled field posts nothing, as a disabled input does not.
    expect(posted.map(([name]) => name)).not.toContain('disabledDate');
    expect(watch.pageErrors).toEqual([]);
  });

  test('DATE-29 ERR-30 the browser will not post a required field left empty; the error shows under it', async () => {
    const { page, watch } = await open('/se/date-field');
    await page.click('form button[type="submit"]');
    const error = await page.textContent(`${field('requiredDate')} .np-date-field__error`);
    expect(error).toBe('Välj ett startdatum.');
    expect(await page.getAttribute(combobox('requiredDate'), 'aria-invalid')).toBe('true');
    // The browser focuses the field; the calendar stays closed so it does not cover the error.
    expect((await activeInfo(page)).name).toBe('requiredDate');
    expect(await expanded(page, 'requiredDate')).toBe('false');
    expect(watch.requested.filter((url) => url.endsWith('/se/date-field'))).toHaveLength(1);
  });

  test('DATE-02 axe: no WCAG 2.1 A/AA violations on /se/date-field with the calendar open', async () => {
    const { page } = await open('/se/date-field');
    await page.click(combobox('startDate'));
    await page.keyboard.press('ArrowDown');
    expect(await expanded(page, 'startDate')).toBe('true');
    expect((await focusedDay(page)).isDay).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('ERR-30 DATE-03 axe: no WCAG 2.1 A/AA violations on /se/date-field with an error shown', async () => {
    const { page } = await open('/se/date-field');
    await page.click(combobox('requiredDate'));
    await page.keyboard.type('2026-02-30');
    await page.keyboard.press('Tab');
    const error = await page.textContent(`${field('requiredDate')} .np-date-field__error`);
    expect(error).toBe('Välj ett startdatum.');
    await page.click(combobox('startDate'));
    await page.keyboard.type(sweDay(1));
    await page.keyboard.press('Enter');
    expect(await page.textContent(`${field('startDate')} .np-date-field__error`)).toMatch(
      /^Välj ett datum från/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('DATE-24 DATE-45 /no/date-field and /fi/date-field: DD.MM.YYYY, their languages, no page errors', async () => {
    for (const [country, monday] of [
      ['no', /^man\.?$/],
      ['fi', /^ma$/],
    ] as const) {
      const path = `/${country}/date-field`;
      const { page, watch } = await open(path);
      const states = await page.$$eval('[data-nordpark]', (els) =>
        els.map((el) => el.getAttribute('data-nordpark-state')),
      );
      expect(
        states.every((state) => state === 'mounted'),
        path,
      ).toBe(true);
      await page.click(combobox('startDate'));
      const weekday = await page.textContent(`${field('startDate')} .flatpickr-weekday`);
      expect(weekday?.trim().toLowerCase(), path).toMatch(monday);
      const day = addDays(todayIn(country), 10) ?? '';
      await page.keyboard.type(formatInputDate(day, country) ?? '');
      await page.keyboard.press('Enter');
      expect(await page.inputValue(`${field('startDate')} input[type="hidden"]`), path).toBe(
        formatInputDate(day, country),
      );
      expect(watch.pageErrors, path).toEqual([]);
      expect(watch.consoleErrors, path).toEqual([]);
      expect(watch.failedRequests, path).toEqual([]);
    }
  });

  test('DATE-02 the calendar’s code (flatpickr) loads only when a field is pointed at, focused or clicked', async () => {
    const { calendar } = bundleChunks();
    expect(calendar, 'one chunk holds flatpickr').toHaveLength(1);
    const [chunk] = calendar;
    const isCalendar = (url: string) => url.split('?')[0]?.endsWith(`/${chunk}`) === true;

    const ways: [string, (page: Page) => Promise<unknown>][] = [
      ['pointer', (page) => page.hover(combobox('startDate'))],
      ['focus', (page) => page.focus(combobox('startDate'))],
      ['click', (page) => page.dispatchEvent(combobox('startDate'), 'click')],
    ];
    for (const [way, use] of ways) {
      const { page, watch } = await open('/se/date-field');
      // The page is loaded and idle, with seven fields: no calendar code yet.
      await page.waitForLoadState('networkidle');
      expect(watch.requested.filter(isCalendar), way).toEqual([]);
      expect(await page.$$('.flatpickr-calendar'), way).toHaveLength(0);

      await Promise.all([page.waitForRequest((request) => isCalendar(request.url())), use(page)]);
      // It arrives and the field's calendar is created (pointing alone does not open it).
      await page.waitForSelector(`${field('startDate')} .flatpickr-calendar`, { state: 'attached' });
      expect(await expanded(page, 'startDate'), way).toBe(way === 'pointer' ? 'false' : 'true');
      expect(watch.requested.filter(isCalendar), way).toHaveLength(1);
      expect(watch.pageErrors, way).toEqual([]);
      expect(watch.consoleErrors, way).toEqual([]);
    }
  });

  test('DATE-35 Down arrow pressed while the calendar’s code is still loading moves into the grid when it arrives', async () => {
    const { calendar } = bundleChunks();
    const { page, watch } = await open('/se/date-field');
    // Hold the calendar's chunk back until the key has been pressed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isCalendar = (url: URL) => calendar.some((chunk) => url.pathname.endsWith(`/${chunk}`));
    await page.route(isCalendar, async (route) => {
      await held;
      await route.continue();
    });
    // Focus starts the download (held back); Down arrow comes before the code.
    await Promise.all([
      page.waitForRequest((request) => isCalendar(new URL(request.url()))),
      page.focus(combobox('requiredDate')),
    ]);
    await page.keyboard.press('ArrowDown');
    // Open, busy, focus still in the input: the grid is not there yet.
    expect(await expanded(page, 'requiredDate')).toBe('true');
    expect(await page.getAttribute(`${field('requiredDate')} [role="dialog"]`, 'aria-busy')).toBe('true');
    expect(await activeInfo(page)).toMatchObject({ role: 'combobox', name: 'requiredDate' });

    release();
    // The first day that can be chosen (today plus the 7 flex days) gets focus, and the keys work.
    const day = await focusedDay(page);
    expect(day.name).toBe('requiredDate');
    expect(await page.getAttribute(`${field('requiredDate')} [role="dialog"]`, 'aria-busy')).toBeNull();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await page.inputValue(combobox('requiredDate'))).toBe(sweDay(8));
    expect((await activeInfo(page)).role).toBe('combobox');
    expect(watch.pageErrors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });

  test('DATE-11 a page downloads the date field’s texts in its own language only', async () => {
    const { texts } = bundleChunks();
    for (const [path, language] of [
      ['/se/date-field', 'sv'],
      ['/no/date-field', 'nb'],
      ['/fi/date-field', 'fi'],
    ] as const) {
      const { watch } = await open(path);
      const requested = requestedFiles(watch.requested);
      for (const other of ['sv', 'nb', 'fi', 'en']) {
        const chunks = texts(other);
        expect(chunks, other).toHaveLength(1);
        for (const chunk of chunks) {
          if (other === language) expect(requested, `${path} loads ${other}`).toContain(chunk);
          else expect(requested, `${path} does not load ${other}`).not.toContain(chunk);
        }
      }
    }
  });
});
