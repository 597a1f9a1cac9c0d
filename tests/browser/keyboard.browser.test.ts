import { availableParallelism } from 'node:os';
import { test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { keyboardFailures, walkTabOrder } from './support/keyboard';
import { limit } from './support/limit';
import { waitForIslands } from './support/pageWatch';
import { DEMO_ROUTES } from './support/routes';
import { useBrowserSession } from './support/session';

describeBrowser('keyboard: every interactive element is reached with Tab and shows focus', () => {
  const session = useBrowserSession();
  // Pages are walked side by side, one per core: each page has its own focus.
  const slot = limit(Math.max(2, availableParallelism()));

  for (const route of DEMO_ROUTES) {
    test.concurrent(`${route}: Tab reaches every interactive element, each with a visible focus indicator`, async ({
      expect,
    }) => {
      const walk = await slot(async () => {
        const context = await session.newContext();
        const page = await context.newPage();
        await page.goto(`${session.server.url}${route}`);
        await waitForIslands(page);
        const result = await walkTabOrder(page);
        await context.close();
        return result;
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
