// Honest network states of the booking flow on the demo's booking page, driven
// through the reference server's faults (dropped, 500, delayed) and Chromium's own offline
// switch: a failure says so with a Retry that works, a load pending for 5 s says it is still
// loading, one pending for 20 s is abandoned with Retry, offline is said once and a load that
// failed offline is tried again by itself; axe finds nothing in any of these states. Only the
// public contract is asserted: roles, text, data-nordpark-state.
import { type Product, productOptionAvailability } from '@nordpark/core';
import { facilities, XSS_FLAG } from '@nordpark/fixtures';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { type HeldCall, holdFirstCall } from './support/heldCall';
import { runClockUntilShown } from './support/pageClock';
import { useBrowserSession } from './support/session';

const FIXTURE_TODAY = '2026-11-23';
const SUMMARY = '/booking/getfacilitysummary';
const SLOTS = '/booking/getavailableslots';

/** The first Swedish facility with a pre-booking on sale today. */
function pick(): { fId: string; product: Product } {
  for (const facility of facilities) {
    if (facility.Country !== 'se') continue;
    const product = facility.Products?.find(
      (item) =>
        item.ProcessType === 'Pre-booking' &&
        item.StartSellingDate === null &&
        item.LastBookingEnds === null &&
        !item.OnlineBookingNotAllowed &&
        productOptionAvailability(item, FIXTURE_TODAY).available,
    );
    if (product) return { fId: facility.Uid, product };
  }
  throw new Error('no Swedish facility in the fixtures has a pre-booking on sale');
}
const { fId, product } = pick();
const BOOKING = `/se/booking/?fId=${encodeURIComponent(fId)}&t=1`;

// The Swedish texts, as a visitor reads them.
const RETRY = 'Försök igen';
const UNREACHABLE = 'Vi når inte servern. Kontrollera anslutningen och försök igen.';
const SERVER_ERROR = 'Något gick fel hos oss. Försök igen om en stund.';
const TOO_SLOW = 'Det tog för lång tid att få svar. Försök igen.';
const STILL_LOADING = 'Laddar fortfarande …';
const OFFLINE = 'Du är offline.';
const OFFLINE_LOAD =
  'Uppgifterna kunde inte hämtas eftersom du är offline. Vi försöker igen när anslutningen är tillbaka.';
const FIRST_STEP = 'Välj parkering';

describeBrowser('network states of the booking flow', () => {
  const session = useBrowserSession();
  afterEach(() => session.server.clearFaults());

  async function noViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }
  const island = (page: Page) => page.locator('[data-nordpark="booking-flow"]');
  const stepHeading = (page: Page, name: string) => island(page).getByRole('heading', { name });
  const summaryRequests = () => session.server.requests().filter((request) => request.path === SUMMARY);

  /**
   * The booking page as it loads, without waiting for the flow's data (what these tests watch).
   * `ready: false` for a page whose clock the test runs on: the islands are ready only once the
   * flow shows itself, which a held call delays until it says it is still loading.
   */
  async function openLoading(
    path = BOOKING,
    prepare?: (context: BrowserContext) => Promise<unknown>,
    { ready = true } = {},
  ) {
    const page = await session.page();
    const context = page.context();
    await prepare?.(context);
    await page.goto(`${session.server.url}${path}`);
    if (ready) {
      await page.evaluate(async () => {
        await window.nordpark?.ready;
      });
    }
    return { page, context };
  }

  test('a dropped connection: the failure and Retry; Retry asks again and the flow starts', async () => {
    // Until cleared: Chromium itself tries a GET again when its connection is reset.
    session.server.injectFault({ path: SUMMARY, drop: true });
    const { page } = await session.openPage(BOOKING);
    const alert = island(page).getByRole('alert').filter({ hasText: UNREACHABLE });
    await alert.waitFor();
    expect(await island(page).getAttribute('data-nordpark-state')).toBe('mounted');
    await noViolations(page, 'dropped');
    session.server.clearFaults();
    session.server.clearRequests();
    await alert.getByRole('button', { name: RETRY }).click();
    await stepHeading(page, FIRST_STEP).waitFor();
    expect(await island(page).getByRole('alert').count()).toBe(0);
    expect(summaryRequests().length).toBeGreaterThan(0);
    for (const request of summaryRequests()) expect(request.query).toMatchObject({ fId });
  });

  test('a 500 shows the failure with Retry, never an empty flow', async () => {
    session.server.injectFault({ path: SUMMARY, status: 500, body: '{}', times: 1 });
    const { page } = await session.openPage(BOOKING);
    const alert = island(page).getByRole('alert').filter({ hasText: SERVER_ERROR });
    await alert.waitFor();
    expect(await island(page).getByRole('radio').count()).toBe(0);
    await noViolations(page, 'failed (500)');
    await alert.getByRole('button', { name: RETRY }).click();
    await stepHeading(page, FIRST_STEP).waitFor();
    expect(await island(page).getByRole('radio').count()).toBeGreaterThan(0);
  });

  test('a failed load at a later step: Retry loads it and the failure goes', async () => {
    session.server.injectFault({ path: SLOTS, status: 500, body: '{}', times: 1 });
    // The booking link with the product starts the flow on its dates step, which loads the times.
    const { page } = await session.openPage(`${BOOKING}&product=${encodeURIComponent(product.Id)}`);
    await stepHeading(page, 'Välj datum').waitFor();
    const alert = island(page).getByRole('alert').filter({ hasText: SERVER_ERROR });
    await alert.waitFor();
    await noViolations(page, 'later step failed');
    session.server.clearRequests();
    await alert.getByRole('button', { name: RETRY }).click();
    await expect.poll(() => island(page).getByRole('alert').count()).toBe(0);
    expect(session.server.requests().filter((request) => request.path === SLOTS)).toHaveLength(1);
  });

  test('pending for 5 s: still loading is said, then the flow starts when the answer comes', async () => {
    // The page's clock, run on by the test a second at a time (the flow's 5 s start when its
    // code has loaded, which cannot be told from outside); the call is held until the test has
    // seen what the flow says.
    let call: HeldCall | undefined;
    const { page } = await openLoading(
      BOOKING,
      async (context) => {
        await context.clock.install();
        call = await holdFirstCall(context, SUMMARY);
      },
      { ready: false },
    );
    const status = island(page).getByRole('status').filter({ hasText: STILL_LOADING });
    await runClockUntilShown(page, status);
    // Still loading, not yet given up (that comes at 20 s).
    expect(await island(page).getByRole('alert').count()).toBe(0);
    // Until then the host's own content stood; from now the island shows itself, saying so.
    expect(await island(page).getAttribute('data-nordpark-state')).toBe('mounted');
    await noViolations(page, 'slow');
    call?.release();
    await stepHeading(page, FIRST_STEP).waitFor();
    expect(await status.count()).toBe(0);
  });

  test('pending for 20 s: abandoned with the failure and Retry, and Retry works', async () => {
    // The page's clock runs on until the flow says it is still loading (its timers are set by
    // then), then jumps past the 20 s; the call is held meanwhile, however long that takes.
    let call: HeldCall | undefined;
    const { page } = await openLoading(
      BOOKING,
      async (context) => {
        await context.clock.install();
        call = await holdFirstCall(context, SUMMARY);
      },
      { ready: false },
    );
    await runClockUntilShown(page, island(page).getByRole('status').filter({ hasText: STILL_LOADING }));
    await page.clock.fastForward(15_000);
    const alert = island(page).getByRole('alert').filter({ hasText: TOO_SLOW });
    await alert.waitFor();
    expect(await island(page).getByText(STILL_LOADING).count()).toBe(0);
    await noViolations(page, 'abandoned');
    // The abandoned call may go on now: its answer must not bring the flow back.
    call?.release();
    await alert.getByRole('button', { name: RETRY }).click();
    await stepHeading(page, FIRST_STEP).waitFor();
  });

  test('offline: said once, Retry waits; back online the load that failed is tried again by itself', async () => {
    // The connection goes while the first load is on its way: the call is held, the browser
    // goes offline, and the call fails as a disconnected one does.
    let held: ((reason: string) => Promise<void>) | null = null;
    const { page, context } = await openLoading(BOOKING, (context) =>
      context.route(`**${SUMMARY}*`, (route) => {
        held = (reason) => route.abort(reason);
      }),
    );
    await expect.poll(() => held !== null).toBe(true);
    await context.setOffline(true);
    await (held as unknown as (reason: string) => Promise<void>)('internetdisconnected');
    await context.unroute(`**${SUMMARY}*`);
    const alert = island(page).getByRole('alert').filter({ hasText: OFFLINE_LOAD });
    await alert.waitFor();
    const notice = island(page).getByRole('status').filter({ hasText: OFFLINE });
    expect(await notice.count()).toBe(1);
    expect(await alert.getByRole('button', { name: RETRY }).getAttribute('aria-disabled')).toBe('true');
    await noViolations(page, 'offline');
    session.server.clearRequests();
    await context.setOffline(false);
    await stepHeading(page, FIRST_STEP).waitFor();
    expect(await notice.count()).toBe(0);
    expect(await island(page).getByRole('alert').count()).toBe(0);
    expect(summaryRequests()).toHaveLength(1);
  });
});

// The booking-confirmation view as a host mounts it: the demo's dynamic-islands page
// stands in for the host's confirmation page, adding the island with the order's id. The
// offer is the server's HTML: it must arrive sanitized by a DOMPurify that really works.
describeBrowser('the confirmation view mounted by a host page', () => {
  const session = useBrowserSession();
  afterEach(() => session.server.clearFaults());
  const OFFER = '/facilitypage/getconfirmationpageoffer';

  async function mountConfirmation(): Promise<Page> {
    const { page } = await session.openPage('/test/dynamic');
    await page.evaluate(
      ({ fId }) => {
        const element = document.createElement('div');
        element.id = 'confirmation';
        element.setAttribute('data-nordpark', 'booking-flow');
        element.setAttribute(
          'data-nordpark-props',
          JSON.stringify({ view: 'confirmation', fId, salesOrderId: 'SO-4711' }),
        );
        document.getElementById('dynamic-root')?.append(element);
      },
      { fId },
    );
    await page.waitForSelector('#confirmation[data-nordpark-state="mounted"]');
    return page;
  }
  const view = (page: Page) => page.locator('#confirmation');

  test('the order, the arrival kit and Share; the offer sanitized; no axe violation', async () => {
    const allowed =
      '<h3>Winter tyres</h3><p>Book a <a href="https://partner.example/tyres">tyre change</a> <strong>-20 %</strong></p>';
    // Each sets the fixtures' XSS flag if it ever runs.
    const set = (where: string) => `window.${XSS_FLAG}='${where}'`;
    const hostile = [
      `<script>${set('script')}</script>`,
      `<img src=x onerror="${set('img')}">`,
      `<svg onload="${set('svg')}"></svg>`,
      `<iframe src="javascript:${set('iframe')}"></iframe>`,
      `<details open ontoggle="${set('details')}"><summary>more</summary></details>`,
      `<a href="javascript:${set('href')}">javascript link</a>`,
      `<a href=" JaVaScRiPt:${set('mixed-case')}">mixed-case link</a>`,
      `<a href="data:text/html,&lt;script&gt;${set('data')}&lt;/script&gt;">data link</a>`,
      `<form action="https://evil.example/"><input name="card"></form>`,
      '<style>body { display: none }</style>',
    ].join('');
    session.server.injectFault({
      path: OFFER,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `${allowed}${hostile}`,
    });
    const page = await mountConfirmation();
    await view(page).getByRole('heading', { name: 'Thank you, your parking is booked' }).waitFor();
    await view(page).getByText('Booking number SO-4711').waitFor();
    // Nothing of this order was kept in this tab: where the details are instead.
    await view(page)
      .getByText('Every detail of the booking is in the confirmation we sent to your e-mail.')
      .waitFor();
    const kit = view(page).getByRole('region', { name: 'Getting there' });
    const directions = await kit.getByRole('link', { name: /Directions/ }).getAttribute('href');
    expect(directions).toMatch(/^(https:\/\/|geo:)/);
    expect(await view(page).getByRole('button', { name: 'Share' }).count()).toBe(1);

    const offer = view(page).getByRole('region', { name: 'Offer' });
    await offer.getByRole('heading', { name: 'Winter tyres' }).waitFor();
    expect(await offer.locator('strong').innerText()).toBe('-20 %');
    const partner = offer.getByRole('link', { name: 'tyre change' });
    expect(await partner.getAttribute('href')).toBe('https://partner.example/tyres');
    expect(await partner.getAttribute('target')).toBe('_blank');
    expect(
      await offer.locator('script, iframe, svg, form, input, style, [onerror], [ontoggle]').count(),
    ).toBe(0);
    for (const href of await offer
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href, String(href)).toMatch(/^https:\/\//);
    expect(
      await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    ).toBeUndefined();
    const violations = await runAxe(page);
    expect(violations.length, formatViolations('confirmation', violations)).toBe(0);
  });

  test('a failed facility load: the failure and Retry, which shows the view; no axe violation', async () => {
    session.server.injectFault({ path: SUMMARY, status: 500, body: '{}', times: 1 });
    const page = await mountConfirmation();
    const alert = view(page)
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong on our side. Try again in a moment.' });
    await alert.waitFor();
    const violations = await runAxe(page);
    expect(violations.length, formatViolations('confirmation failed', violations)).toBe(0);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await view(page).getByRole('region', { name: 'Getting there' }).waitFor();
    expect(await view(page).getByRole('alert').count()).toBe(0);
  });
});
