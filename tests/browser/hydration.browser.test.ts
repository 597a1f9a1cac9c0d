import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { watchPage } from './support/pageWatch';
import { connectChromium } from './support/session';
import { testBundle } from './support/testBundles';

// An npm user's server-rendered page: each island component's HTML from React's prerender in
// Node (tests/built/support/renderOnServer.mjs, the built packages through their exports maps),
// hydrated with hydrateRoot by a client bundle of the same packages and the same tree
// (islandTree.mjs). No mismatch may be reported, and the component works afterwards.

const root = fileURLToPath(new URL('../..', import.meta.url));
const support = join(root, 'tests/built/support');
const ORIGIN = 'http://ssr.test';

const page = (island: string, html: string) => `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<title>${island}</title></head><body data-island="${island}"><main><div id="root">${html}</div></main>
<script>window.serverView = document.getElementById('root').firstElementChild;</script>
<script type="module" src="/app/app.js"></script></body></html>`;

interface ServerRender {
  name: string;
  html: string;
}

describeBrowser('island components rendered on a server, hydrated in Chromium', () => {
  // tests/browser/bundles/hydration.entry.js, built by scripts/build.mjs from dist/ with the
  // development build of React, as on the server: it reports attribute mismatches, which
  // React 19 does not pass to onRecoverableError, on the console.
  const client = testBundle('hydration');
  let browser: Browser | undefined;
  const html = new Map<string, string>();

  beforeAll(async () => {
    const server = promisify(execFile)(process.execPath, [join(support, 'renderOnServer.mjs'), 'prerender'], {
      maxBuffer: 1 << 24,
    });
    for (const result of JSON.parse((await server).stdout) as ServerRender[])
      html.set(result.name, result.html);
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The island's server HTML, hydrated; `query` is the page's own query string. */
  async function hydrated(island: string, query = '') {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
    onTestFinished(() => context.close());
    const tab = await context.newPage();
    const watch = watchPage(tab, ORIGIN);
    await tab.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.startsWith('/app/'))
        return route.fulfill({
          contentType: 'text/javascript',
          body: await readFile(join(client, path.slice('/app/'.length))),
        });
      return route.fulfill({ contentType: 'text/html', body: page(island, html.get(island) ?? '') });
    });
    await tab.goto(`${ORIGIN}/${island}${query}`);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Hydrated, not rendered over: the server's element is the one on the page. A boundary the
    // server could not render is rendered again on the client, and reported nowhere else.
    expect(
      await tab.evaluate(() => {
        const { serverView } = window as unknown as { serverView: Element | null };
        return serverView?.isConnected === true && serverView.localName !== 'p';
      }),
    ).toBe(true);
    const clean = async () => {
      expect(await tab.evaluate(() => (window as unknown as { reported: string[] }).reported)).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    };
    return { tab, clean };
  }

  const shown = (tab: Page, selector: string) => tab.locator(selector).first().waitFor({ state: 'visible' });

  test('the date field hydrates, then opens its calendar', async () => {
    const { tab, clean } = await hydrated('date-field');
    await tab.getByRole('combobox', { name: 'Startdatum' }).click();
    await shown(tab, '.np-date-field__popup .flatpickr-day');
    await clean();
  });

  test("the facility search hydrates, then reads the page's query and lists facilities near it", async () => {
    const { tab, clean } = await hydrated('facility-search', '?name=G%C3%B6teborg&lat=57.7089&lng=11.9746');
    await shown(tab, '.np-search li.np-facility');
    expect(await tab.getByRole('combobox', { name: 'Var vill du parkera?' }).inputValue()).toBe('Göteborg');
    await clean();
  });

  test('the booking flow hydrates, then loads its facility and shows the first step', async () => {
    const { tab, clean } = await hydrated('booking-flow');
    await tab.getByRole('heading', { name: 'Välj parkering' }).waitFor();
    await clean();
  });

  test('the confirm trigger hydrates, then opens its dialog', async () => {
    const { tab, clean } = await hydrated('confirm-dialog');
    await tab.getByRole('button', { name: 'Ta bort som administratör' }).click();
    await tab.getByRole('alertdialog').waitFor();
    await clean();
  });
});
