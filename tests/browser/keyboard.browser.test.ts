import type { Page } from 'playwright-core';
import { test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { keyboardFailures, walkTabOrder } from './support/keyboard';
import { waitForIslands } from './support/pageWatch';
import { SWEEP_ROUTES } from './support/routes';
import { useBrowserSession } from './support/session';

/**
 * A map fits itself to the results and fills its markers in after the list: Tab is walked once
 * its view (`data-np-view`) and its buttons have stayed the same for two seconds (eight checks),
 * so no marker the walk is about to reach is replaced under it.
 */
async function mapAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const map = document.querySelector('[data-np-view]');
      if (!map) return true;
      const now = `${map.getAttribute('data-np-view')} ${map.querySelectorAll('[role="button"]').length}`;
      const memory = window as Window & { __npMapRest?: { last: string; same: number } };
      const rest = memory.__npMapRest ?? { last: '', same: 0 };
      rest.same = now === rest.last ? rest.same + 1 : 0;
      rest.last = now;
      memory.__npMapRest = rest;
      return rest.same >= 8;
    },
    undefined,
    { polling: 250, timeout: 15_000 },
  );
}

describeBrowser('keyboard: every interactive element is reached with Tab and shows focus', () => {
  const session = useBrowserSession();

  for (const route of SWEEP_ROUTES) {
    // One retry: on a loaded CI machine the search map can still re-cluster during a walk and
    // take the focused marker with it (seen only under load).
    // One page at a time, in order: a walk is timing-sensitive (a map re-clustering under a
    // loaded CPU replaces the markers Tab is about to reach), and the other browser files fill
    // the cores. Not concurrent tests behind a one-page queue: each test's clock would run while
    // it waited, and under load the walks ahead of it used up its time.
    test(`${route}: Tab reaches every interactive element, each with a visible focus indicator`, {
      retry: 1,
    }, async ({ expect }) => {
      // The desktop the screenshots judge (1366×900): the fitted map shows its markers whole.
      const walk = await session.warmPages.use({ viewport: { width: 1366, height: 900 } }, async (page) => {
        await page.goto(`${session.server.url}${route}`);
        await waitForIslands(page);
        await mapAtRest(page);
        return walkTabOrder(page);
      });

      const failures = keyboardFailures(walk);
      const order = walk.stops.map(
        (stop, i) => `    ${i + 1}. ${stop.element} [${stop.indicator ?? 'no indicator'}]`,
      );
      expect(
        failures,
        [
          `${route}: ${failures.length} keyboard problem(s)`,
          ...failures.map((failure) => `  ${failure}`),
          `  Tab order (${walk.presses} presses):`,
          ...order,
        ].join('\n'),
      ).toEqual([]);
      expect(walk.candidates.length, `${route} has interactive elements`).toBeGreaterThan(0);
    });
  }
});
