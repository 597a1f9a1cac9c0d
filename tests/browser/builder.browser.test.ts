// The embed builder as a CMS editor uses it (/builder on the demo): every island and preset
// reaches the live preview, a change re-mounts it, a wrong value blocks the code, and the code
// pasted into an empty page served beside the bundle mounts the same island with the same
// props, also after a script-stripping sanitizer. Read through what a person sees and the
// islands' public contract (data-nordpark-state), never the builder's internals.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, onTestFinished, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { SETTLE_LIMIT_MS } from './support/pageWatch';
import { openPastedPage } from './support/pastedPage';
import { useBrowserSession } from './support/session';
import { startStaticServer } from './support/staticServer';

const require = createRequire(import.meta.url);
const PURIFY = require.resolve('dompurify/dist/purify.js');

const BUNDLE = fileURLToPath(new URL('../../packages/islands/dist/browser/', import.meta.url));
/** The embed builder's own folder, which a host serves as builder/ in the bundle's. */
const BUILDER = { builder: fileURLToPath(new URL('../../packages/builder/dist/', import.meta.url)) };

const ISLANDS = ['Facility search', 'Booking flow', 'Date field', 'Confirm dialog'] as const;

/**
 * The preview's island once the preview shows the form as it is now: the island in the
 * preview frame carries the props of the code's block (or, with no code offered, any props)
 * and has settled as `mounted` or `error`. Read in the page, as the frame is replaced on
 * every change.
 */
async function previewIsland(page: Page): Promise<{ state: string; props: unknown }> {
  const handle = await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.np-builder-preview__frame');
      const island = frame?.contentDocument?.querySelector('[data-nordpark]');
      const state = island?.getAttribute('data-nordpark-state') ?? '';
      if (!island || !['mounted', 'error'].includes(state)) return false;
      const props = island.getAttribute('data-nordpark-props') ?? '{}';
      const block = document.querySelector<HTMLTextAreaElement>('.np-builder-copy__code')?.value;
      if (block !== undefined) {
        const written = new DOMParser().parseFromString(block, 'text/html').querySelector('[data-nordpark]');
        if ((written?.getAttribute('data-nordpark-props') ?? '{}') !== props) return false;
      }
      return { state, props: JSON.parse(props) as unknown };
    },
    undefined,
    { timeout: SETTLE_LIMIT_MS },
  );
  return (await handle.jsonValue()) as { state: string; props: unknown };
}

const CODE_NAMES = {
  en: ['1. The block', '2. Once per page type, in the site template'],
  fi: ['1. Lohko', '2. Kerran sivutyyppiä kohden, sivupohjaan'],
} as const;

async function codeOf(
  page: Page,
  language: keyof typeof CODE_NAMES = 'en',
): Promise<{ block: string; template: string }> {
  const [blockName, templateName] = CODE_NAMES[language];
  const block = await page.getByRole('textbox', { name: blockName }).inputValue();
  const template = await page.getByRole('textbox', { name: templateName }).inputValue();
  return { block, template };
}

/** An empty page on the demo's origin holding the template part in its head and `body` in its body. */
const pasteInto = (page: Page, origin: string, template: string, body: string) =>
  openPastedPage(page, origin, { head: template, body });

async function pastedIsland(page: Page) {
  const island = await page.waitForSelector('[data-nordpark][data-nordpark-state="mounted"]', {
    timeout: 15_000,
  });
  return {
    name: await island.getAttribute('data-nordpark'),
    props: JSON.parse((await island.getAttribute('data-nordpark-props')) ?? '{}'),
  };
}

describeBrowser('the embed builder', () => {
  const session = useBrowserSession();

  async function openBuilder(path = '/builder', viewport = { width: 1366, height: 900 }): Promise<Page> {
    const context = await session.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${session.server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  // A test per island: each preset mounts twice (the preview, then the pasted page).
  test.each(ISLANDS)(
    '%s: every preset mounts in the preview, and its code mounts the same island in an empty page',
    async (name) => {
      const page = await openBuilder();
      const pasted = await (await session.newContext()).newPage();
      await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
      const presets = page.getByLabel('Starting point');
      const labels = await presets.locator('option').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        await presets.selectOption({ label });
        const preview = await previewIsland(page);
        expect(preview.state, label).toBe('mounted');
        const { block, template } = await codeOf(page);
        await pasteInto(pasted, session.server.url, template, block);
        const island = await pastedIsland(pasted);
        expect(island.props, label).toEqual(preview.props);
        expect(block).toContain(`data-nordpark="${island.name}"`);
      }
    },
    120_000,
  );

  test('a change of an option reaches the preview', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: /^Facility search/ }).check();
    await page.getByLabel('Starting point').selectOption({ label: 'Facility search — full, with map' });
    expect((await previewIsland(page)).props).toEqual({ variant: 'advanced' });
    await page.getByLabel('Variant').selectOption({ label: 'Simple' });
    await page.waitForFunction(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.np-builder-preview__frame');
      const island = frame?.contentDocument?.querySelector('[data-nordpark]');
      return island?.getAttribute('data-nordpark-props')?.includes('"simple"') === true;
    });
    expect((await previewIsland(page)).props).toEqual({ variant: 'simple' });
    await page.getByLabel('Loading', { exact: true }).selectOption({ label: 'When visible' });
    await expect.poll(async () => (await codeOf(page)).block).toContain('data-nordpark-load="visible"');
    await page.waitForFunction(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.np-builder-preview__frame');
      const island = frame?.contentDocument?.querySelector('[data-nordpark-load="visible"]');
      return island?.getAttribute('data-nordpark-state') === 'mounted';
    });
  });

  test('a wrong value is marked at its field with the runtime’s message, and no code is offered', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: /^Date field/ }).check();
    const flexDays = page.getByRole('textbox', { name: /^Flex days/ });
    await flexDays.fill('seven');
    expect(await flexDays.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await flexDays.getAttribute('aria-describedby')) ?? '';
    const message = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
    expect(message).toContain('"flexDays" must be a number (got "seven")');
    expect(await page.getByRole('textbox', { name: '1. The block' }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'problem' }).textContent())
      .toContain('1 problem to fix');
    await flexDays.fill('5');
    await page.getByRole('textbox', { name: '1. The block' }).waitFor();
    expect((await codeOf(page)).block).toContain('"flexDays":5');
  });

  test('the block survives a script-stripping sanitizer: pasted through DOMPurify into a page whose template holds the rest, the island mounts', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: /^Facility search/ }).check();
    await page.getByLabel('Starting point').selectOption({ label: 'Facility search — simple' });
    await previewIsland(page);
    const { block, template } = await codeOf(page);
    const pasted = await (await session.newContext()).newPage();
    await pasteInto(pasted, session.server.url, template, '<div id="content"></div>');
    await pasted.addScriptTag({ path: PURIFY });
    await pasted.evaluate((html) => {
      const purify = (window as unknown as { DOMPurify: { sanitize(html: string): string } }).DOMPurify;
      const content = document.getElementById('content');
      if (content) content.innerHTML = purify.sanitize(`${html}<script>window.__ran = true</script>`);
    }, block);
    const island = await pastedIsland(pasted);
    expect(island).toEqual({ name: 'facility-search', props: { variant: 'simple' } });
    expect(await pasted.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  });

  test('where CKEditor 5 keeps only links, the link comes first; pasted alone it becomes the same island, and without the loader it opens the booking page', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: /^Booking flow/ }).check();
    const preview = await previewIsland(page);
    await page.getByRole('radio', { name: 'CKEditor 5 (Drupal and others)' }).check();
    const link = await page.getByRole('textbox', { name: '1. The link', exact: true }).inputValue();
    const address = await page.getByRole('textbox', { name: /^1\. The link’s address/ }).inputValue();
    expect(link).toMatch(/^<p><a href="[^"]+">Book parking<\/a><\/p>$/);
    const template = await page.getByRole('textbox', { name: CODE_NAMES.en[1] }).inputValue();
    const pasted = await (await session.newContext()).newPage();
    await pasteInto(pasted, session.server.url, template, link);
    expect(await pastedIsland(pasted)).toEqual({ name: 'booking-flow', props: preview.props });
    // Without the loader: a plain link to the booking page for the same facility.
    await pasteInto(pasted, session.server.url, '', link);
    const href = await pasted.locator('a').evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    expect(href).toBe(new URL(address.replaceAll('&amp;', '&'), `${session.server.url}/`).href);
    const target = new URL(href);
    expect(target.searchParams.get('fId')).toBe((preview.props as { fId: string }).fId);
    expect((await pasted.request.get(href)).status()).toBe(200);
  });

  test('what Tab reaches in the code panel shows a focus ring', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: 'CKEditor 5 (Drupal and others)' }).focus();
    const rings: string[] = [];
    // The paste choice, the link's target, the Copy buttons, Other forms, the template's Copy.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      rings.push(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const style = getComputedStyle(focused);
          const ring = style.outlineStyle !== 'none' || style.boxShadow !== 'none';
          return `${focused.tagName.toLowerCase()} ${focused.textContent?.slice(0, 20) ?? ''}: ${ring ? 'ring' : 'none'}`;
        }),
      );
    }
    expect(rings.filter((ring) => ring.endsWith('none'))).toEqual([]);
  });

  test('the facility picker finds a facility by its name, and the booking flow’s code carries its id', async () => {
    const page = await openBuilder();
    const response = await page.request.get(
      `${session.server.url}/booking/getnearbyfacilities?latitude=59.3293&longitude=18.0686&maxDistance=25&size=50&lang=en`,
    );
    const [facility] = (await response.json()) as { Uid: string; Name: string }[];
    if (!facility) throw new Error('the reference server has no facility near Stockholm');
    await page.getByRole('radio', { name: /^Booking flow/ }).check();
    const picker = page.getByRole('combobox', { name: 'Facility' });
    await picker.fill(facility.Name);
    await page
      .getByRole('option', { name: new RegExp(`^${facility.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} –`) })
      .first()
      .click();
    await expect.poll(async () => (await codeOf(page)).block).toContain(`"fId":"${facility.Uid}"`);
    expect((await previewIsland(page)).props).toMatchObject({ fId: facility.Uid });
  });

  test('axe finds nothing on the builder, in the markets’ languages, and nothing scrolls sideways at 390 px', async () => {
    for (const [path, heading] of [
      ['/builder', 'Embed builder'],
      ['/se/builder', 'Inbäddningsverktyg'],
      ['/no/builder', 'Innbyggingsverktøy'],
      ['/fi/builder', 'Upotustyökalu'],
    ] as const) {
      const page = await openBuilder(path, { width: 390, height: 844 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      await previewIsland(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const violations = await runAxe(page);
      expect(violations, formatViolations(path, violations)).toEqual([]);
    }
  });

  test('nothing scrolls sideways at 390 px, whichever island is chosen, in English and in Finnish, on the demo and beside the bundle', async () => {
    const folder = await startStaticServer(BUNDLE, BUILDER);
    onTestFinished(() => folder.close());
    const context = await session.newContext({ viewport: { width: 390, height: 844 } });
    for (const [url, group] of [
      [`${session.server.url}/builder`, 'Island'],
      [`${session.server.url}/fi/builder`, 'Komponentti'],
      [`${folder.url}/builder/?lang=en`, 'Island'],
      [`${folder.url}/builder/?lang=fi`, 'Komponentti'],
    ] as const) {
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const islands = page.getByRole('group', { name: group, exact: true }).getByRole('radio');
      expect(await islands.count()).toBe(ISLANDS.length);
      for (let index = 0; index < ISLANDS.length; index += 1) {
        const island = islands.nth(index);
        await island.check();
        await previewIsland(page);
        const name = await island.getAttribute('value');
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scrollWidth, `${url}, ${name}`).toBeLessThanOrEqual(innerWidth ?? 0);
      }
      await page.close();
    }
  });

  test('a boolean shows the default in force, as the preview has it, and its choices work as a radio group from the keyboard', async () => {
    const page = await openBuilder();
    await page.getByRole('radio', { name: /^Facility search/ }).check();
    const stayPrice = page.getByRole('group', { name: /^Price for your stay/ });
    const checked = () =>
      stayPrice
        .getByRole('radio', { checked: true })
        .evaluate((radio) => radio.closest('label')?.textContent);
    await page.getByLabel('Variant').selectOption({ label: 'Simple' });
    await expect.poll(checked).toBe('Default (off)');
    await page.getByLabel('Variant').selectOption({ label: 'Advanced' });
    await expect.poll(checked).toBe('Default (on)');
    // The island in the preview has the price for the stay: its "until" day is there.
    const preview = page.frameLocator('iframe.np-builder-preview__frame');
    await preview
      .getByText(/^(Last day|Sista dag)$/)
      .first()
      .waitFor();
    // Tab from the field before reaches the chosen radio; the arrows move and choose.
    await page.getByRole('combobox', { name: 'Page type', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('label')?.textContent)).toBe(
      'Default (on)',
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(checked).toBe('On');
    await expect.poll(async () => (await codeOf(page)).block).toContain('"stayPrice":true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(checked).toBe('Off');
    await expect.poll(async () => (await codeOf(page)).block).toContain('"stayPrice":false');
    await page.keyboard.press('ArrowRight');
    await expect.poll(checked).toBe('Default (on)');
    await expect.poll(async () => (await codeOf(page)).block).not.toContain('stayPrice');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent,
      ),
    ).toBe('Fits my car');
  });

  test('the static builder served beside the bundle, with no server of ours: the folder above is the bundle, its manifest gives the integrity, and a date field mounts in the preview', async () => {
    const folder = await startStaticServer(BUNDLE, BUILDER);
    onTestFinished(() => folder.close());
    const manifest = JSON.parse(readFileSync(`${BUNDLE}manifest.json`, 'utf8')) as {
      files: Record<string, { integrity: string }>;
    };
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${folder.url}/builder/?lang=fi&island=date-field`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Upotustyökalu');
    expect(await previewIsland(page)).toMatchObject({ state: 'mounted' });
    const { template } = await codeOf(page, 'fi');
    expect(template).toContain(`src="/nordpark.js" integrity="${manifest.files['nordpark.js']?.integrity}"`);
    expect(template).toContain(
      `href="/nordpark.css" integrity="${manifest.files['nordpark.css']?.integrity}"`,
    );
    // The date field's block holds a plain date input; it has no link form to offer.
    await page.getByRole('radio', { name: 'CKEditor 5 (Drupal ja muut)' }).check();
    const block = await page.getByRole('textbox', { name: '1. Lohko' }).inputValue();
    expect(block).toMatch(/<label>[^<]+ <input type="date"[^>]*><\/label><\/div>$/);
    expect(await page.getByRole('textbox', { name: /^1\. Linkki/ }).count()).toBe(0);
  });
});
