import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { SETTLE_LIMIT_MS } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The drop-in bundle from a "CDN" folder, as docs/embedding.md ("From a CDN") tells a host to
// embed it: `integrity` and `crossorigin` on the <script> and <link>, and an import map built
// from manifest.json that pins every chunk the loader imports. The page and the CDN are two
// origins, answered here (page.route): nothing leaves the machine.

const DIST = fileURLToPath(new URL('../../packages/islands/dist/browser/', import.meta.url));
const PAGE_ORIGIN = 'http://host.test';
const CDN = 'http://cdn.test/nordpark/0.1.0/';

interface Manifest {
  files: Record<string, { size: number; integrity: string }>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
};

function pageHtml(manifest: Manifest): string {
  const sri = (path: string) => manifest.files[path]?.integrity ?? '';
  const integrity = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([path]) => path.endsWith('.js'))
      .map(([path, file]) => [`${CDN}${path}`, file.integrity]),
  );
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>CDN</title>
<script type="importmap">${JSON.stringify({ integrity })}</script>
<link rel="stylesheet" href="${CDN}nordpark.css" integrity="${sri('nordpark.css')}" crossorigin="anonymous">
<script type="application/json" id="nordpark-config">{"country":"se","mock":true}</script>
</head><body><main>
<div data-nordpark="date-field" data-nordpark-props='{"name":"start","label":"Startdatum"}'></div>
</main>
<script type="module" src="${CDN}nordpark.js" integrity="${sri('nordpark.js')}" crossorigin="anonymous"></script>
</body></html>`;
}

describeBrowser('the drop-in bundle from a CDN, pinned by manifest.json', () => {
  const session = useBrowserSession();

  /** The host page and the CDN folder; `tamper` changes a file on the way, as a bad CDN might. */
  async function open(tamper?: (path: string, body: Buffer) => Buffer): Promise<Page> {
    const manifest = JSON.parse(await readFile(`${DIST}manifest.json`, 'utf8')) as Manifest;
    const page = await (await session.newContext()).newPage();
    await page.route(`${PAGE_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: pageHtml(manifest) }),
    );
    await page.route(`${CDN}**`, async (route) => {
      const path = new URL(route.request().url()).pathname.slice(new URL(CDN).pathname.length);
      const body = await readFile(`${DIST}${path}`);
      await route.fulfill({
        body: tamper ? tamper(path, body) : body,
        contentType: TYPES[extname(path)] ?? 'application/octet-stream',
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    await page.goto(`${PAGE_ORIGIN}/`);
    return page;
  }

  const islandState = (page: Page) =>
    page
      .waitForFunction(
        () => {
          const state = document.querySelector('[data-nordpark]')?.getAttribute('data-nordpark-state');
          return state === 'mounted' || state === 'error' ? state : null;
        },
        undefined,
        { timeout: SETTLE_LIMIT_MS },
      )
      .then((handle) => handle.jsonValue());

  test('with every hash right, the island mounts', async () => {
    const page = await open();
    expect(await islandState(page)).toBe('mounted');
    expect(await page.getByRole('combobox', { name: 'Startdatum' }).count()).toBe(1);
  });

  test('a chunk changed on the CDN is refused through the import map: the island fails, in its own element', async () => {
    // The chunk holding the date field's island, the one the loader imports when the page holds
    // one (and fetches at once with a modulepreload link: the import map pins both).
    const metafile = JSON.parse(await readFile(`${DIST}metafile.json`, 'utf8')) as {
      js: { outputs: Record<string, { inputs: Record<string, unknown> }> };
    };
    const chunk = Object.entries(metafile.js.outputs)
      .find(
        ([path, output]) => path.endsWith('.js') && 'packages/date-field/src/island.tsx' in output.inputs,
      )?.[0]
      ?.replace('packages/islands/dist/browser/', '');
    expect(chunk).toMatch(/^chunks\/.+\.js$/);
    const page = await open((path, body) =>
      path === chunk ? Buffer.concat([body, Buffer.from('\n//x')]) : body,
    );
    expect(await islandState(page)).toBe('error');
    // The state says "error" at once; the message follows when the failure report has loaded.
    const message = page.locator('[data-nordpark] [role="alert"], [data-nordpark] .np-island-error');
    await message.first().waitFor();
    expect(await message.count()).toBe(1);
  });

  test('a changed loader does not run at all', async () => {
    const errors: string[] = [];
    const page = await open((path, body) =>
      path === 'nordpark.js' ? Buffer.concat([body, Buffer.from('\n//x')]) : body,
    );
    page.on('console', (message) => errors.push(message.text()));
    // Past the load event every script of the page has run or been refused: a refused loader
    // has no later moment to run in.
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.evaluate(() => 'nordpark' in window)).toBe(false);
    expect(
      await page.locator('[data-nordpark]').getAttribute('data-nordpark-state'),
      errors.join('\n'),
    ).toBeNull();
  });
});
