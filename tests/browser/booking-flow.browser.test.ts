import { addDays, type Product, productOptionAvailability } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { DEMO_USER_HASH } from '@nordpark/fixtures/backend';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { moduleRan } from './support/clickToShown';
import { describeBrowser } from './support/describeBrowser';
import { type PageWatch, waitForIslands, watchPage } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The booking flow in Chromium against the reference server, in Swedish (/se/booking/).
// Facilities are picked from the fixtures by what each test needs (dates move with the
// server's today, so availability is judged on the fixtures' own today). Rule IDs:
// ../../shared/spec/rules.md.

const FIXTURE_TODAY = '2026-11-23';
const PAYMENT_ORIGIN = 'https://pay.example.test';

interface Pick {
  fId: string;
  product: Product;
}

/** The first Swedish facility with a product the test can book. */
function pick(wanted: (product: Product) => boolean): Pick {
  for (const facility of facilities) {
    if (facility.Country !== 'se') continue;
    const product = facility.Products?.find(
      (item) =>
        wanted(item) &&
        item.StartSellingDate === null &&
        item.LastBookingEnds === null &&
        productOptionAvailability(item, FIXTURE_TODAY).available,
    );
    if (product) return { fId: facility.Uid, product };
  }
  throw new Error('no facility in the fixtures has such a product');
}

const PRE_BOOKING = pick((p) => p.ProcessType === 'Pre-booking' && p.Type !== 'Reserved');
const FLEX = pick((p) => p.ProcessType === 'Flexbooking');
const SEASON_RESERVED = pick(
  (p) =>
    p.ProcessType === 'SeasonTicket' && p.Type === 'Reserved' && p.AccessDevices.some((d) => !d.Required),
);

/** A day `days` ahead of the browser's today, as the Swedish date field takes it. */
function dayAhead(days: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return addDays(today, days) ?? today;
}

describeBrowser('the booking flow in Chromium', () => {
  const session = useBrowserSession();

  afterEach(() => session.server.clearFaults());

  const requests = (watch: PageWatch, action: string) =>
    watch.requested.filter((url) => new URL(url).pathname.toLowerCase().endsWith(action.toLowerCase()));
  const heading = (page: Page) => page.locator('.np-booking__heading');
  const next = (page: Page) => page.locator('.np-booking__next');

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  async function open({ fId }: Pick, signedIn = false) {
    const page = await session.page();
    const context = page.context();
    if (signedIn) {
      await context.addCookies([{ name: 'np_userhash', value: DEMO_USER_HASH, url: session.server.url }]);
    }
    // The card-payment page is the reference server's made-up https origin: answer it here.
    await context.route(`${PAYMENT_ORIGIN}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Card payment</title><h1>Pay</h1>',
      }),
    );
    const watch = watchPage(page, session.server.url);
    await page.goto(`${session.server.url}/se/booking/?fId=${fId}&t=1`);
    await waitForIslands(page);
    await heading(page).waitFor();
    return { page, watch };
  }

  /** Continues and waits until the heading names the next step, which then has focus. */
  async function continueTo(page: Page, title: string): Promise<void> {
    await next(page).click();
    await page.locator('.np-booking__heading', { hasText: title }).waitFor();
    // Focus moves in the frame after the step renders (so the click's task stays short).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toContain('np-booking__heading');
  }

  async function typeDate(page: Page, label: string, date: string): Promise<void> {
    const input = page.getByRole('combobox', { name: label });
    await input.fill(date);
    await input.press('Enter');
  }

  async function chooseProduct(page: Page, product: Product): Promise<void> {
    await page.locator(`input[type="radio"][value="${product.Id}"]`).check();
    await expectNoAxeViolations(page, 'product step');
    await continueTo(page, 'Välj datum');
  }

  async function fillCustomer(page: Page): Promise<void> {
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByLabel('Efternamn').fill('Lindqvist');
    await page.getByLabel('E-post').fill('anna@example.se');
    await page.getByLabel('Telefon').fill('070-123 45 67');
  }

  /** From the customer step to the summary as a guest paying by card. */
  async function guestToSummary(page: Page): Promise<void> {
    await fillCustomer(page);
    await expectNoAxeViolations(page, 'customer step');
    await continueTo(page, 'Ditt fordon');
    await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('abc 123');
    await expectNoAxeViolations(page, 'vehicle step');
    await continueTo(page, 'Betalning och villkor');
    await next(page).click();
    // BOOK-08: the terms checkbox's error under its label, tied to it.
    const terms = page.getByLabel('Jag godkänner bokningsvillkoren');
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'payment step with the terms error');
    await terms.check();
    await continueTo(page, 'Kontrollera och bekräfta');
    await expectNoAxeViolations(page, 'summary step');
  }

  async function preBookingToSummary(page: Page): Promise<void> {
    await chooseProduct(page, PRE_BOOKING.product);
    await typeDate(page, 'Datum', dayAhead(10));
    await page.getByLabel('Ankomsttid').selectOption('08:00');
    await page.getByLabel('Avresetid').selectOption('17:00');
    await expectNoAxeViolations(page, 'dates step (pre-booking)');
    await continueTo(page, 'Dina uppgifter');
    await guestToSummary(page);
  }

  const confirmButton = (page: Page) => page.getByRole('button', { name: 'Bekräfta och betala' });

  test('BOOK-01 BOOK-02 BOOK-03 BOOK-04 a pre-booking, from the product to the card payment', async () => {
    const { page, watch } = await open(PRE_BOOKING);
    await preBookingToSummary(page);
    expect(await page.locator('.np-price__line--total dd').textContent()).toMatch(/kr$/);
    await Promise.all([page.waitForURL(`${PAYMENT_ORIGIN}/**`), confirmButton(page).click()]);
    for (const action of [
      'createsalesorderdraft',
      'updatesalesorder',
      'confirmsalesorder',
      'registerpayment',
    ]) {
      expect(requests(watch, action), action).toHaveLength(1);
    }
    const order = [...session.server.backend.state.salesOrders.values()].find((o) =>
      page.url().includes(o.SalesOrderId),
    );
    expect(order?.Status).toBe('Paid');
    expect(order?.ProductId).toBe(PRE_BOOKING.product.Id);
  });

  test('a step whose code was fetched while the first showed comes with Next, with nothing more to download', async () => {
    const { page, watch } = await open(PRE_BOOKING);
    await page.locator(`input[type="radio"][value="${PRE_BOOKING.product.Id}"]`).check();
    // The later steps' code loads once the first step shows.
    await moduleRan(page, /\/DatesStep-[\w-]+\.js$/);
    const before = watch.requested.length;
    await page.locator('.np-booking__next').click();
    await page.locator('.np-booking__main .np-date-field__input').waitFor();
    const scripts = watch.requested.slice(before).filter((url) => new URL(url).pathname.endsWith('.js'));
    expect(scripts).toEqual([]);
  });

  test('BOOK-13 a flex booking: the price for the days, then the card payment', async () => {
    const { page, watch } = await open(FLEX);
    await chooseProduct(page, FLEX.product);
    await typeDate(page, 'Startdatum', dayAhead(5));
    await typeDate(page, 'Slutdatum', dayAhead(7));
    await page.getByText('Pris för 3 dagar: 300 kr').waitFor();
    await expectNoAxeViolations(page, 'dates step (flex)');
    await continueTo(page, 'Dina uppgifter');
    await guestToSummary(page);
    expect(await page.locator('.np-price__line--total dd').textContent()).toMatch(/^300\skr$/);
    await Promise.all([page.waitForURL(`${PAYMENT_ORIGIN}/**`), confirmButton(page).click()]);
    expect(requests(watch, 'registerpayment')).toHaveLength(1);
  });

  test('BOOK-05 BOOK-06 BOOK-09 BOOK-14 BOOK-17 a signed-in season ticket: space, devices, own vehicle, invoice', async () => {
    const { page, watch } = await open(SEASON_RESERVED, true);
    await chooseProduct(page, SEASON_RESERVED.product);
    await typeDate(page, 'Startdatum', dayAhead(14));
    await continueTo(page, 'Välj parkeringsplats');
    const spaces = page.locator('.np-booking__space input[type="radio"]');
    await spaces.first().waitFor();
    await spaces.nth(0).check();
    await page.getByText(/hålls åt dig/).waitFor();
    await spaces.nth(1).check();
    await page.waitForFunction(() =>
      document.querySelector('.np-booking__status')?.textContent?.includes('hålls'),
    );
    expect(requests(watch, 'createtemplock')).toHaveLength(1);
    expect(requests(watch, 'updatetemplock')).toHaveLength(1);
    expect(session.server.backend.state.tempLocks.size).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'space step');
    await continueTo(page, 'Passerbrickor');
    // BOOK-09: each device's own content is the checkbox's label.
    const device = SEASON_RESERVED.product.AccessDevices.find((d) => !d.Required);
    await page.getByRole('checkbox', { name: new RegExp(device?.Text ?? '') }).check();
    await expectNoAxeViolations(page, 'access devices step');
    await continueTo(page, 'Dina uppgifter');
    expect(await page.getByLabel('E-post').inputValue()).not.toBe('');
    await expectNoAxeViolations(page, 'customer step (signed in)');
    await continueTo(page, 'Ditt fordon');
    await page.locator('.np-booking__vehicle input[type="radio"]').first().check();
    await expectNoAxeViolations(page, 'vehicle step (signed in)');
    await continueTo(page, 'Betalning och villkor');
    await page.getByLabel(/Månadsvis/).check();
    await page.getByLabel('Faktura').check();
    await page.getByLabel('Jag godkänner bokningsvillkoren').check();
    await continueTo(page, 'Kontrollera och bekräfta');
    expect(await page.locator('.np-booking__summary').textContent()).toContain(device?.Text ?? '');
    await page.getByRole('button', { name: 'Bekräfta bokningen' }).click();
    await page.getByText(/Din bokning SO-\d+ är bekräftad/).waitFor();
    await expectNoAxeViolations(page, 'done step');
    expect(requests(watch, 'loggedincustomer')).toHaveLength(1);
    expect(requests(watch, 'getvehicles')).toHaveLength(1);
    expect(requests(watch, 'registerpayment')).toHaveLength(0);
    const order = [...session.server.backend.state.salesOrders.values()].at(-1);
    expect(order?.Status).toBe('Confirmed');
  });

  test('a reload in the middle resumes at the same step with the same input', async () => {
    const { page } = await open(PRE_BOOKING);
    await chooseProduct(page, PRE_BOOKING.product);
    await typeDate(page, 'Datum', dayAhead(10));
    await page.getByLabel('Ankomsttid').selectOption('09:00');
    await page.getByLabel('Avresetid').selectOption('18:00');
    await continueTo(page, 'Dina uppgifter');
    await page.getByLabel('Förnamn').fill('Resumed');
    await page.reload();
    await waitForIslands(page);
    await page.locator('.np-booking__heading', { hasText: 'Dina uppgifter' }).waitFor();
    expect(await page.getByLabel('Förnamn').inputValue()).toBe('Resumed');
    await page.locator('.np-booking__back').click();
    await page.locator('.np-booking__heading', { hasText: 'Välj datum' }).waitFor();
    expect(await page.getByLabel('Ankomsttid').inputValue()).toBe('09:00');
  });

  test('ERR-04 a failed confirm keeps everything, shows why, and the retry succeeds without a second order', async () => {
    session.server.injectFault({ path: '/se/booking/confirmsalesorder', status: 503, body: '{}', times: 1 });
    const { page, watch } = await open(PRE_BOOKING);
    await preBookingToSummary(page);
    await confirmButton(page).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Något gick fel hos oss');
    expect(await page.locator('.np-booking__summary').textContent()).toContain('ABC123');
    await expectNoAxeViolations(page, 'summary with a failed confirm');
    await Promise.all([
      page.waitForURL(`${PAYMENT_ORIGIN}/**`),
      alert.getByRole('button', { name: 'Försök igen' }).click(),
    ]);
    expect(requests(watch, 'createsalesorderdraft')).toHaveLength(1);
    expect(requests(watch, 'updatesalesorder')).toHaveLength(1);
    expect(requests(watch, 'confirmsalesorder')).toHaveLength(2);
  });

  test('BOOK-07 the temporary lock is removed when the flow is left', async () => {
    const { page } = await open(SEASON_RESERVED);
    await chooseProduct(page, SEASON_RESERVED.product);
    await typeDate(page, 'Startdatum', dayAhead(14));
    await continueTo(page, 'Välj parkeringsplats');
    const space = page.locator('.np-booking__space input[type="radio"]').first();
    await space.check();
    await page.getByText(/hålls åt dig/).waitFor();
    const locks = () => [...session.server.backend.state.tempLocks.values()];
    const held = locks().length;
    expect(held).toBeGreaterThan(0);
    await page.goto(`${session.server.url}/se/search`);
    await expect.poll(() => locks().length, { timeout: 5_000 }).toBe(held - 1);
  });

  test('five quick clicks on confirm send one order', async () => {
    const { page, watch } = await open(PRE_BOOKING);
    await preBookingToSummary(page);
    session.server.injectFault({ path: '/booking/createsalesorderdraft', delayMs: 400, times: 1 });
    await Promise.all([
      page.waitForURL(`${PAYMENT_ORIGIN}/**`),
      page.evaluate(() => {
        const button = document.querySelector<HTMLButtonElement>('.np-booking__next');
        for (let i = 0; i < 5; i++) button?.click();
      }),
    ]);
    for (const action of [
      'createsalesorderdraft',
      'updatesalesorder',
      'confirmsalesorder',
      'registerpayment',
    ]) {
      expect(requests(watch, action), action).toHaveLength(1);
    }
  });

  test('a payment URL on another origin is not followed: an error instead', async () => {
    session.server.injectFault({
      path: '/se/booking/registerpayment',
      status: 200,
      body: JSON.stringify('https://evil.example/checkout'),
      times: 1,
    });
    const { page, watch } = await open(PRE_BOOKING);
    await preBookingToSummary(page);
    await confirmButton(page).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Kortbetalningen kunde inte öppnas säkert');
    expect(await alert.getByRole('button').count()).toBe(0);
    expect(new URL(page.url()).origin).toBe(session.server.url);
    expect(watch.requested.some((url) => url.includes('evil.example'))).toBe(false);
    await expectNoAxeViolations(page, 'summary with a refused payment URL');
  });
});
