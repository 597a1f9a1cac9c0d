import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { useBrowserSession } from './support/session';
import { testBundle } from './support/testBundles';

const root = fileURLToPath(new URL('../..', import.meta.url));

const PAGE = `<!doctype html><html lang="sv"><head><title>npm build</title>
<link rel="stylesheet" href="/islands.css"></head><body><main>
<script type="application/json" id="nordpark-config">{"country":"se"}</script>
<div id="a" data-nordpark="date-field" data-nordpark-props='{"name":"start"}'></div>
<div id="b" data-nordpark="confirm-dialog" data-nordpark-props='{"action":"demote-admin","uid":"u1"}'></div>
</main><script type="module" src="/app.js"></script></body></html>`;

describeBrowser('the built island packages in Chromium', () => {
  const session = useBrowserSession();
  // tests/browser/bundles/npmIslands.entry.js, built by scripts/build.mjs as an npm user's
  // bundler does: @nordpark/* through node_modules and each package's exports map to the built
  // dist/ files (no tsconfig paths, no sources).
  const app = testBundle('npmIslands');

  test('islands from dist/ mount through @nordpark/islands, with the packages’ own CSS', async () => {
    const page = await (await session.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const css = (
      await Promise.all(
        ['islands/dist/browser/nordpark.css', 'date-field/dist/styles.css'].map((f) =>
          readFile(join(root, 'packages', f), 'utf8'),
        ),
      )
    ).join('\n');
    await page.route('http://npm.test/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (path === '/islands.css') return route.fulfill({ contentType: 'text/css', body: css });
      return route.fulfill({
        contentType: 'text/javascript',
        body: await readFile(join(app, path.slice(1))),
      });
    });
    await page.goto('http://npm.test/');
    await page.waitForFunction(
      () => (window as unknown as { mounted?: Promise<void> }).mounted !== undefined,
    );
    await page.evaluate(() => (window as unknown as { mounted: Promise<void> }).mounted);
    const states = await page.$$eval('[data-nordpark]', (els) =>
      els.map((el) => el.getAttribute('data-nordpark-state')),
    );
    expect(states).toEqual(['mounted', 'mounted']);
    expect(errors).toEqual([]);
  });
});
