import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { limit } from './support/limit';
import { waitForIslands } from './support/pageWatch';
import { SWEEP_ROUTES } from './support/routes';
import { useBrowserSession } from './support/session';

/** Review artifacts, git-ignored: a forced-colors and a 200 % zoom screenshot of each page. */
const SCREENS_DIR = fileURLToPath(new URL('../../bench/screens/', import.meta.url));

/** `/se/booking/?fId=…` → `se-booking`; `/` → `index`. */
function pageSlug(route: string): string {
  const path = (route.split('?')[0] ?? route).replace(/^\/+|\/+$/g, '');
  return path ? path.replace(/[^a-z0-9]+/gi, '-') : 'index';
}

/** The page in Windows High Contrast-like forced colours, the whole page. */
async function forcedColorsScreenshot(page: Page, file: string): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.screenshot({ path: file, fullPage: true });
  await page.emulateMedia({ forcedColors: 'none' });
}

/**
 * The page as a 1280-px-wide window zoomed to 200 % shows it: laid out in 640 CSS px, each
 * drawn with 2 device pixels (media queries see 640 px, as with browser zoom). Through CDP on
 * the open page, so no second load; the image is 1280 px wide, the whole page long.
 */
async function zoom200Screenshot(page: Page, file: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: 640,
    height: 800,
    deviceScaleFactor: 2,
    mobile: false,
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: 640, height, scale: 1 },
  });
  writeFileSync(file, Buffer.from(data, 'base64'));
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.detach();
}

const writtenSince = (file: string, since: number) => {
  try {
    const info = statSync(file);
    return info.size > 0 && info.mtimeMs >= since - 1_000;
  } catch {
    return false;
  }
};

describeBrowser('accessibility sweep of the demo pages: axe-core, WCAG 2.0 and 2.1 A and AA', () => {
  const session = useBrowserSession();
  // Pages are checked side by side, one per core (the stories: a11y-stories.browser.test.ts).
  const slot = limit(Math.max(2, availableParallelism()));
  // A page's test starts its clock when vitest starts it, not when a slot is free: the limit
  // covers the wait in the queue. The steps inside keep their own deadlines.
  const queued = { timeout: 300_000 };

  describe('the index, every Swedish page, one Norwegian and one Finnish page (SWEEP_ROUTES)', () => {
    beforeAll(() => mkdirSync(SCREENS_DIR, { recursive: true }));

    for (const route of SWEEP_ROUTES) {
      // The review screenshots are taken of each page kind once (the index and the Swedish
      // pages): the Norwegian and Finnish pages lay out the same, and two full-page captures
      // cost a core about a second.
      const review = !/^\/(no|fi)\//.test(route);
      test.concurrent(
        `${route}: no violations${review ? '; forced-colors and 200 % zoom screenshots saved' : ''}`,
        queued,
        async ({ expect }) => {
          const slug = pageSlug(route);
          const forced = `${SCREENS_DIR}${slug}-forced-colors.png`;
          const zoomed = `${SCREENS_DIR}${slug}-zoom200.png`;
          const started = Date.now();
          const violations = await slot(() =>
            session.warmPages.use({}, async (page) => {
              const response = await page.goto(`${session.server.url}${route}`);
              expect(response?.status(), route).toBe(200);
              await waitForIslands(page);
              const found = await runAxe(page);
              if (review) {
                rmSync(forced, { force: true });
                rmSync(zoomed, { force: true });
                await forcedColorsScreenshot(page, forced);
                await zoom200Screenshot(page, zoomed);
              }
              return found;
            }),
          );

          if (review) {
            expect(writtenSince(forced, started), `${forced} written`).toBe(true);
            expect(writtenSince(zoomed, started), `${zoomed} written`).toBe(true);
          }
          expect(violations.length, formatViolations(route, violations)).toBe(0);
        },
      );
    }
  });

  // A host's map.attribution may be plain text, without a link of its own: the credit line is
  // then Leaflet's one link inside words, which must be told apart by more than its colour.
  describe('the map pages with a plain-text map attribution', () => {
    const PLAIN_CREDIT = 'Kartdata från Lantmäteriet och OpenStreetMap-bidragsgivare';
    const mapRoutes = SWEEP_ROUTES.filter((route) => /\/search/.test(route));

    for (const route of mapRoutes) {
      test.concurrent(
        `${route}: no violations with the credit line in plain text`,
        queued,
        async ({ expect }) => {
          const violations = await slot(() =>
            session.warmPages.use({}, async (page) => {
              const url = `${session.server.url}${route}`;
              // The page as a host that configures its own credit would serve it.
              await page.route(url, async (served) => {
                const response = await served.fetch();
                const html = (await response.text()).replace(
                  /(<script type="application\/json" id="nordpark-config">)\{/,
                  `$1{"map":${JSON.stringify({ attribution: PLAIN_CREDIT })},`,
                );
                await served.fulfill({ response, body: html });
              });
              try {
                await page.goto(url);
                await waitForIslands(page);
                const credit = page.locator('.leaflet-control-attribution');
                await credit.getByText(PLAIN_CREDIT).waitFor();
                expect(await credit.getByRole('link').count(), 'only Leaflet links in the credit line').toBe(
                  1,
                );
                return await runAxe(page);
              } finally {
                await page.unroute(url);
              }
            }),
          );
          expect(violations.length, formatViolations(route, violations)).toBe(0);
        },
      );
    }
  });
});
