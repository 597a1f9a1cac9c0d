import { addDays, type Facility, type Product, productOptionAvailability } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { injectAxe, type JourneyServer, recordCspViolations, startJourneyServer } from './support/journey';
import { waitForIslands } from './support/pageWatch';
import { connectChromium } from './support/session';

// The demo's whole journey, as a visitor takes it and as `npm start`
// serves it: the search → a facility's Book → the booking steps → the demo payment page on
// its own origin (loopback http) → the site's confirmation page, under the enforced
// Content-Security-Policy. Only the public contract is used: the islands' states, roles and
// the words on screen.

const FIXTURE_TODAY = '2026-11-23';

/** A pre-booking (card payment) the fixtures' today can book, of a Swedish facility. */
function preBooking(facility: Facility): Product | undefined {
  if (facility.Country !== 'se') return undefined;
  return facility.Products?.find(
    (product) =>
      product.ProcessType === 'Pre-booking' &&
      product.Type !== 'Reserved' &&
      !product.OnlineBookingNotAllowed &&
      product.StartSellingDate === null &&
      product.LastBookingEnds === null &&
      productOptionAvailability(product, FIXTURE_TODAY).available,
  );
}

/** A day `days` ahead of the browser's today, as the Swedish date field takes it. */
function dayAhead(days: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return addDays(today, days) ?? today;
}

describeBrowser('the demo journey: search, book, pay, confirmation', () => {
  let server: JourneyServer;
  let browser: Browser;
  let context: BrowserContext;
  let violations: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startJourneyServer(), connectChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    // No certificate errors to ignore: the payment page is on loopback http, as npm start serves it.
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    violations = await recordCspViolations(context);
  });
  afterEach(async () => {
    await context.close();
  });

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    await injectAxe(page);
    const found = await runAxe(page);
    expect(found.length, formatViolations(where, found)).toBe(0);
  }

  async function continueTo(page: Page, title: string): Promise<void> {
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByRole('heading', { name: title }).waitFor();
  }

  /** From the search page to the card-payment page: the first listed facility with a pre-booking. */
  async function bookToPayment(page: Page): Promise<{ facility: Facility; product: Product; total: string }> {
    await page.goto(`${server.url}/se/search`);
    await waitForIslands(page);
    const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    const facility = names
      .map((name) => facilities.find((known) => known.Name === name.trim()))
      .find((known): known is Facility => known !== undefined && preBooking(known) !== undefined);
    if (!facility) throw new Error(`no listed facility has a pre-booking: ${names.join(', ')}`);
    const product = preBooking(facility) as Product;

    const item = page.getByRole('article', { name: facility.Name, exact: true });
    await Promise.all([
      page.waitForURL(/\/se\/booking\//),
      item.getByRole('link', { name: /^Boka/ }).click(),
    ]);
    await waitForIslands(page);
    await page.getByRole('radio', { name: product.Text }).first().check();
    await continueTo(page, 'Välj datum');
    const date = page.getByRole('combobox', { name: 'Datum' });
    await date.fill(dayAhead(10));
    await date.press('Enter');
    await page.getByLabel('Ankomsttid').selectOption('08:00');
    await page.getByLabel('Avresetid').selectOption('17:00');
    await continueTo(page, 'Dina uppgifter');
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByLabel('Efternamn').fill('Lindqvist');
    await page.getByLabel('E-post').fill('anna.lindqvist@example.se');
    await page.getByLabel('Telefon').fill('070-123 45 67');
    await continueTo(page, 'Ditt fordon');
    await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('abc 123');
    await continueTo(page, 'Betalning och villkor');
    await page.getByLabel('Jag godkänner bokningsvillkoren').check();
    await continueTo(page, 'Kontrollera och bekräfta');
    const summary = await page.locator('main').innerText();
    const total = /Totalt\s*([\d\s\u00a0]+kr)/.exec(summary)?.[1]?.trim() ?? '';
    expect(total, 'the summary shows a total').toMatch(/kr$/);

    await Promise.all([
      page.waitForURL(`${server.paymentOrigin}/pay/**`),
      page.getByRole('button', { name: 'Bekräfta och betala' }).click(),
    ]);
    return { facility, product, total };
  }

  test('BOOK-04 a card booking is paid on the demo payment page and confirmed on the site', async () => {
    expect(server.paymentOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await context.newPage();
    const { facility, product, total } = await bookToPayment(page);

    // The payment page: its own origin, the market's language, the amount and the order.
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await page.getByRole('heading', { level: 1, name: 'Kortbetalning' }).waitFor();
    const paymentText = await page.locator('main').innerText();
    expect(paymentText).toContain(facility.Name);
    expect(paymentText).toContain(product.Text);
    expect(paymentText.replace(/\s/g, ' ')).toContain(total.replace(/\s/g, ' '));
    const order = /SO-\d+/.exec(paymentText)?.[0] ?? '';
    expect(order).not.toBe('');
    await expectNoAxeViolations(page, 'payment page');

    await Promise.all([
      page.waitForURL(/\/se\/booking-confirmation\//),
      page.getByRole('button', { name: /^Betala/ }).click(),
    ]);
    await waitForIslands(page);
    expect(new URL(page.url()).origin).toBe(server.url);
    expect(await page.locator('[data-nordpark="booking-flow"]').getAttribute('data-nordpark-state')).toBe(
      'mounted',
    );
    await page.getByRole('heading', { name: 'Tack, din parkering är bokad' }).waitFor();
    await page.getByText(`Bokningsnummer ${order}`).waitFor();
    const confirmation = await page.locator('main').innerText();
    expect(confirmation).toContain(facility.Name);
    expect(confirmation).toContain(product.Text);
    await page.getByRole('link', { name: 'Lägg till i kalendern' }).waitFor();
    // The facility's offer, the server's HTML sanitized, in the page's language.
    await page.getByRole('region', { name: 'Erbjudande' }).waitFor();
    await expectNoAxeViolations(page, 'confirmation page');
    expect(violations).toEqual([]);
  });

  test('Cancel on the payment page goes back to the site: nothing paid, Book again starts a new booking', async () => {
    const page = await context.newPage();
    const { facility } = await bookToPayment(page);
    await Promise.all([
      page.waitForURL(/\/se\/booking-confirmation\/.*payment=cancelled/),
      page.getByRole('button', { name: 'Avbryt' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Betalningen avbröts' }).waitFor();
    const again = page.getByRole('link', { name: 'Boka igen' });
    expect(await again.getAttribute('href')).toBe(`/se/booking/?fId=${facility.Uid}&t=1`);
    await expectNoAxeViolations(page, 'payment cancelled page');
    // Nothing was paid: booking again starts a new booking, not the cancelled one as finished.
    await Promise.all([page.waitForURL(/\/se\/booking\/\?/), again.click()]);
    await waitForIslands(page);
    await page.getByRole('heading', { name: 'Välj parkering' }).waitFor();
    expect(await page.getByText(/är bekräftad/).count()).toBe(0);
    expect(violations).toEqual([]);
  });

  test("a result's facility link leads to the facility's own page, in Swedish", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/se/search`);
    await waitForIslands(page);
    const link = page
      .getByRole('article')
      .getByRole('link', { name: /^Mer om parkeringen\s*:/ })
      .first();
    const name = ((await link.textContent()) ?? '').replace(/^Mer om parkeringen\s*:/, '').trim();
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toMatch(/^\/se\/parkering\//);
    await Promise.all([page.waitForURL(href.href), link.click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    await expectNoAxeViolations(page, 'facility page');
    expect(violations).toEqual([]);
  });
});
