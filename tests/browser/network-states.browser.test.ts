// Honest network states, driven through the reference server's faults and the
// browser's own offline switch: a failure is never shown as "nothing here", slow loads say
// so, offline is said once and what needs the network waits; axe runs on every such state.
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { holdFirstCall } from './support/heldCall';
import { runClockUntilShown } from './support/pageClock';
import { useBrowserSession } from './support/session';

const STOCKHOLM = '/se/search?lat=59.3293&lng=18.0686&name=Stockholm';
const NEARBY = '/booking/getnearbyfacilities';
const FAILED = 'Vi kunde inte hämta parkeringar här';

describeBrowser('network states of the facility search', () => {
  const session = useBrowserSession();
  afterEach(() => session.server.clearFaults());

  async function noViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }
  const facilityNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
  test('a dropped connection shows the failure and Retry; Retry repeats the search and works', async () => {
    // Until cleared: Chromium itself tries a GET again when its connection is reset.
    session.server.injectFault({ path: NEARBY, drop: true });
    const { page } = await session.openPage(STOCKHOLM);
    const alert = page.getByRole('alert').filter({ hasText: FAILED });
    await alert.waitFor();
    await noViolations(page, 'dropped');
    session.server.clearFaults();
    session.server.clearRequests();
    await alert.getByRole('button', { name: 'Försök igen' }).click();
    await facilityNames(page).first().waitFor();
    const retried = session.server.requests().filter((request) => request.path === NEARBY);
    expect(retried.length).toBeGreaterThan(0);
    for (const request of retried)
      expect(request.query).toMatchObject({ latitude: '59.3293', longitude: '18.0686' });
  });

  test('a 500 shows the failure, not the empty result', async () => {
    session.server.injectFault({ path: NEARBY, status: 500, times: 1 });
    const { page } = await session.openPage(STOCKHOLM);
    await page.getByRole('heading', { name: FAILED }).waitFor();
    expect(await page.getByText('Inga parkeringar hittades').count()).toBe(0);
    expect(
      await page.getByRole('status').filter({ hasText: 'Parkeringarna kunde inte hämtas.' }).count(),
    ).toBe(1);
    await noViolations(page, 'failed (500)');
  });

  test('a load pending for 5 s says it is still loading, then shows the results', async () => {
    // The page's clock, run on by the test, instead of 5 real seconds.
    const page = await session.page();
    await page.clock.install();
    const call = await holdFirstCall(page, NEARBY);
    await page.goto(`${session.server.url}${STOCKHOLM}`);
    await call.arrived;
    const stillLoading = page.getByText('Laddar fortfarande …');
    await runClockUntilShown(page, stillLoading);
    expect(await facilityNames(page).count()).toBe(0);
    // Still loading, not yet given up (that comes at 20 s).
    expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);
    await noViolations(page, 'slow');
    call.release();
    await facilityNames(page).first().waitFor();
    expect(await stillLoading.count()).toBe(0);
  });

  test('offline: said once, the search waits; back online, the load that failed is retried by itself', async () => {
    // The connection goes while the first search is on its way: the call is held, the browser
    // goes offline, and the call fails as a disconnected one does.
    const page = await session.page();
    const context = page.context();
    let held: ((reason: string) => Promise<void>) | null = null;
    await page.route(`**${NEARBY}*`, (route) => {
      held = (reason) => route.abort(reason);
    });
    await page.goto(`${session.server.url}${STOCKHOLM}`);
    await page.waitForFunction(() => document.querySelector('[data-nordpark-state="mounted"]'));
    await expect.poll(() => held !== null).toBe(true);
    await context.setOffline(true);
    await (held as unknown as (reason: string) => Promise<void>)('internetdisconnected');
    await page.unroute(`**${NEARBY}*`);
    const notice = page.getByRole('status').filter({ hasText: 'Du är offline' });
    await notice.waitFor();
    expect(await notice.count()).toBe(1);
    await page.getByText('Du är offline. Vi söker igen när anslutningen är tillbaka.').waitFor();
    expect(await page.getByRole('button', { name: 'Sök', exact: true }).isDisabled()).toBe(true);
    await noViolations(page, 'offline');
    session.server.clearRequests();
    await context.setOffline(false);
    await facilityNames(page).first().waitFor();
    expect(await notice.count()).toBe(0);
    expect(session.server.requests().filter((request) => request.path === NEARBY).length).toBeGreaterThan(0);
  });
});
