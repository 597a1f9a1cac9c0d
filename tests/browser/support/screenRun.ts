// The screenshot run: each screen at both widths, on a fixed clock and data, checked
// for what no baseline catches on its own, then compared with its committed baseline.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../../../examples/cms-site/src/server';
import { FIXTURE_TODAY } from '../../../packages/fixtures/src/dates';
import { launchChromium } from './chromium';
import { describeBrowser } from './describeBrowser';
import { waitForIslands } from './pageWatch';
import { type Screen, settled } from './screenStates';
import {
  compareWithBaseline,
  pageProblems,
  stillPage,
  VIEWPORTS,
  type ViewportName,
  withinTolerance,
} from './screens';
import { WarmPages } from './warmPages';

export function describeScreens(title: string, SCREENS: readonly Screen[]): void {
  describeBrowser(title, () => {
    let server: RunningServer;
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    beforeAll(async () => {
      // The fixtures' own today, so dates on screen never change with the calendar.
      [server, browser] = await Promise.all([
        startServer({ port: 0, host: '127.0.0.1', paymentPort: 0, backend: { today: FIXTURE_TODAY } }),
        launchChromium(),
      ]);
    });
    // One warm page per viewport: the screens differ in what they load, not in where (the
    // fixtures' clock is the same for all).
    const pages = new WarmPages(
      () => browser,
      () => [new URL(server.url).origin],
      (context) => context.clock.setFixedTime(new Date(`${FIXTURE_TODAY}T09:00:00+01:00`)),
    );
    afterAll(async () => {
      await pages.close();
      await browser?.close();
      await server?.close();
    });

    const cases = SCREENS.flatMap((screen) =>
      (Object.keys(VIEWPORTS) as ViewportName[])
        .filter((viewport) => !screen.only || screen.only === viewport)
        .map((viewport) => [`${screen.name}-${viewport}`, screen, viewport] as const),
    );

    // A walk through several states on one page takes longer than one state.
    const timeout = (screen: Screen) => 60_000 * (1 + (screen.followedBy?.length ?? 0) / 3);

    /** Checks what the page shows and compares it with the baseline `name`. */
    async function capture(page: Page, name: string, viewport: ViewportName): Promise<void> {
      expect(await pageProblems(page, viewport), name).toEqual([]);
      const comparison = compareWithBaseline(name, await page.screenshot({ fullPage: false }));
      if (comparison.written)
        console.info(`screens: wrote the baseline ${name}.png — look at it before committing`);
      expect(
        withinTolerance(comparison),
        `${name} differs from its baseline by ${comparison.diffRatio}`,
      ).toBe(true);
    }

    for (const [name, screen, viewport] of cases) {
      const title = [name, ...(screen.followedBy ?? []).map((next) => `${next.name}-${viewport}`)].join(
        ', then ',
      );
      test(title, { timeout: timeout(screen) }, async () => {
        // bypassCSP: the stilling style below is inline, which the demo's strict policy refuses (the
        // policy has its own test, csp.browser.test.ts).
        const options = {
          viewport: VIEWPORTS[viewport],
          reducedMotion: 'reduce',
          bypassCSP: true,
        } as const;
        await pages.use(options, async (page) => {
          await page.goto(`${server.url}${screen.path}`);
          await waitForIslands(page);
          await stillPage(page);
          await settled(page);
          await screen.state?.(page, viewport);
          await capture(page, name, viewport);
          for (const next of screen.followedBy ?? []) {
            await next.state(page, viewport);
            await capture(page, `${next.name}-${viewport}`, viewport);
          }
        });
      });
    }
  });
}
