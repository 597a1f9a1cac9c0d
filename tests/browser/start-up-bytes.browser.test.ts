import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { PAGES } from '../../scripts/size-report.mjs';
import { describeBrowser } from './support/describeBrowser';
import { waitForIslands } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The size budgets on real bytes: what Chromium downloads on each kind of page
// before the visitor does anything, gzipped response by response, against the budgets of
// docs/quality-gates.md. `npm run size` counts the chunk graph the build wrote; this counts
// what the loader actually fetched, so a chunk the model misses (a sanitizer the map pulls
// in, a modulepreload too many) fails here.

interface PageKind {
  page: string;
  islands: string[];
  js: number;
  css: number | null;
}

/** Each island as a CMS page holds it: props of the demo, a server-rendered fallback. */
const ISLAND_HTML: Record<string, string> = {
  'confirm-dialog': `<div data-nordpark="confirm-dialog" data-nordpark-props='{"action":"delete-vehicle","vehicle":{"id":"veh-1","plateText":"ABC123","uid":"uid-1"}}'><button type="button" class="np-button" disabled>Ta bort ABC123</button></div>`,
  'date-field': `<div data-nordpark="date-field" data-nordpark-props='{"name":"start","label":"Startdatum"}'><input name="start"></div>`,
  'booking-flow': `<div data-nordpark="booking-flow" data-nordpark-props='{"fId":"2bc662b3-a172-403f-be4e-0eab0000000a"}'><p>Bokning</p></div>`,
  'facility-search': `<div data-nordpark="facility-search" data-nordpark-props='{"variant":"advanced"}'><p>Parkeringar</p></div>`,
};

function pageHtml(islands: readonly string[]): string {
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Start-up bytes</title>
<link rel="stylesheet" href="/assets/nordpark/nordpark.css">
<script type="application/json" id="nordpark-config">{"country":"se","language":"sv"}</script>
</head><body><main>${islands.map((island) => ISLAND_HTML[island]).join('\n')}</main>
<script type="module" src="/assets/nordpark/nordpark.js"></script></body></html>`;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describeBrowser('what Chromium downloads before any interaction, gzipped, within the budgets', () => {
  const session = useBrowserSession();

  test.each((PAGES as PageKind[]).map((kind) => [kind.page, kind] as const))(
    'a page holding %s',
    async (_name, kind) => {
      const context = await session.newContext();
      const page = await context.newPage();
      const origin = session.server.url;
      // The page itself is made here; everything it loads comes from the demo server.
      await page.route(`${origin}/start-up-bytes`, (route) =>
        route.fulfill({ contentType: 'text/html', body: pageHtml(kind.islands) }),
      );
      const weighed: Promise<{ path: string; gzip: number; failed?: string }>[] = [];
      let lastAsset = Date.now();
      // The Intl warm-up worker's script, as manifest.json names it (docs/embedding.md).
      const manifest = await context.request.get(`${origin}/assets/nordpark/manifest.json`);
      const worker = `/assets/nordpark/${((await manifest.json()) as { intlWarmup: string }).intlWarmup}`;
      // A loaded machine's server can drop a keep-alive socket: the worker's bytes are asked
      // for up to three times.
      const askAgain = async (url: string, tries = 3): Promise<Buffer> => {
        try {
          return await (await context.request.get(url)).body();
        } catch (error) {
          if (tries <= 1) throw error;
          return askAgain(url, tries - 1);
        }
      };
      const weigh = (response: Response) => {
        const path = new URL(response.url()).pathname;
        if (!path.startsWith('/assets/nordpark/') || !/\.(js|css)$/.test(path)) return;
        lastAsset = Date.now();
        // The warm-up worker's script is gone with the worker once it closed itself: its bytes
        // are asked again of the same server. Any other body that cannot be read is a finding,
        // never an unhandled rejection after the test.
        const gzip = (body: Buffer) => ({ path, gzip: gzipSync(body, { level: 9 }).length });
        const body =
          path === worker ? response.body().catch(() => askAgain(response.url())) : response.body();
        weighed.push(body.then(gzip, (error: unknown) => ({ path, gzip: 0, failed: String(error) })));
      };
      page.on('response', weigh);
      await page.goto(`${origin}/start-up-bytes`);
      if (kind.islands.length > 0) await waitForIslands(page);
      // Settled: nothing more fetched for half a second (the map's and the texts' chunks included).
      await page.waitForLoadState('networkidle');
      while (Date.now() - lastAsset < 500) await page.waitForTimeout(100);
      page.off('response', weigh);
      const files = await Promise.all(weighed);
      expect(files.filter((file) => file.failed)).toEqual([]);
      const js = files.filter((file) => file.path.endsWith('.js')).reduce((sum, file) => sum + file.gzip, 0);
      const css = files
        .filter((file) => file.path.endsWith('.css'))
        .reduce((sum, file) => sum + file.gzip, 0);
      const list = files.map((file) => `${file.path.split('/').pop()} ${kib(file.gzip)}`).join(', ');
      console.info(`${kind.page}: JS ${kib(js)} / ${kind.js} KiB, CSS ${kib(css)} (${list})`);
      expect(js, `JavaScript on a page holding ${kind.page}: ${list}`).toBeLessThanOrEqual(kind.js * 1024);
      if (kind.css !== null)
        expect(css, `CSS on a page holding ${kind.page}: ${list}`).toBeLessThanOrEqual(kind.css * 1024);
      await context.close();
    },
  );
});
