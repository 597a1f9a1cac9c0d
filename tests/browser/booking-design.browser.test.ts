import { formatLongDate, type Product, productOptionAvailability, todayIn } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { bookingMessages } from '../../packages/booking-flow/src/testing/messages';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { waitForIslands } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The booking flow's design, in Chromium against the reference server, as a visitor sees
// it: the step indicator and the order summary on a desktop and a phone, fully booked
// products, the itemised price, the browser's Back and Forward, the cancel question and a
// reload, and no English on sv, nb and fi pages. Only
// roles, names and visible text: no class names.

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const FIXTURE_TODAY = '2026-11-23';

/** The first facility of a country with a product `wanted` accepts, bookable on the fixtures' today. */
function pick(country: string, wanted: (product: Product) => boolean): { fId: string; product: Product } {
  for (const facility of facilities) {
    if (facility.Country !== country) continue;
    const product = facility.Products?.find(
      (item) =>
        wanted(item) &&
        item.LastBookingEnds === null &&
        productOptionAvailability(item, FIXTURE_TODAY).available &&
        productOptionAvailability(item, '2027-06-01').available,
    );
    if (product) return { fId: facility.Uid, product };
  }
  throw new Error('no facility in the fixtures has such a product');
}

/** Sweden's sample facility: its pre-booking is sold out with today as AvailableFrom. */
const WATERFRONT = '2bc662b3-a172-403f-be4e-0eab0000000a';
/** A facility where everything is full and that has a waiting list. */
const ALL_FULL = facilities.find(
  (facility) =>
    facility.Country === 'se' &&
    facility.HasWaitingList &&
    (facility.Products ?? []).length > 0 &&
    (facility.Products ?? []).every(
      (product) => !productOptionAvailability(product, FIXTURE_TODAY).available,
    ),
);
const PRE_BOOKING = pick('se', (p) => p.ProcessType === 'Pre-booking' && p.Type !== 'Reserved');
/** A season ticket with an extra fee and a required access device that costs money. */
const FEES = pick(
  'se',
  (p) =>
    p.ProcessType === 'SeasonTicket' &&
    p.Type !== 'Reserved' &&
    p.ExtraFee > 0 &&
    p.AccessDevices.some((device) => device.Required && device.Price > 0),
);

/** A day `days` ahead of today, as the Swedish date field takes it. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

// Intl writes no-break spaces in amounts; compare with plain ones.
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const amount = (text: string) =>
  Number(
    plain(text)
      .replace(/[^\d,]/g, '')
      .replace(',', '.'),
  );

describeBrowser('the booking flow as a visitor sees it', () => {
  const session = useBrowserSession();

  async function open(fId: string, options: BrowserContextOptions = DESKTOP, market = 'se'): Promise<Page> {
    const page = await session.page(options);
    await page.goto(`${session.server.url}/${market}/booking/?fId=${fId}&t=1`);
    await waitForIslands(page);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    return page;
  }

  const stepHeading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 2, name, exact: true });
  const next = (page: Page) => page.getByRole('button', { name: 'Fortsätt', exact: true });

  async function continueTo(page: Page, name: string): Promise<void> {
    await next(page).click();
    await stepHeading(page, name).waitFor();
  }

  async function typeDate(page: Page, label: string, date: string): Promise<void> {
    const input = page.getByRole('combobox', { name: label });
    await input.fill(date);
    await input.press('Enter');
  }

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page, `${where}: the page is wider than the phone`).toBeLessThanOrEqual(widths.viewport);
  }

  async function toCustomer(page: Page): Promise<void> {
    await page
      .getByRole('radio', { name: new RegExp(PRE_BOOKING.product.Text) })
      .first()
      .check();
    await continueTo(page, 'Välj datum');
    await typeDate(page, 'Datum', dayAhead(10));
    await page.getByLabel('Ankomsttid').selectOption({ index: 1 });
    await page.getByLabel('Avresetid').selectOption({ index: 2 });
    await continueTo(page, 'Dina uppgifter');
  }

  test('desktop: a named step indicator and the order summary beside the steps', async () => {
    const page = await open(PRE_BOOKING.fId);
    const steps = page.getByRole('navigation', { name: 'Bokningens steg' });
    const items = steps.getByRole('listitem');
    expect(await items.allTextContents()).toEqual([
      '1Parkering',
      '2Datum',
      '3Uppgifter',
      '4Fordon',
      '5Betalning',
      '6Bekräfta',
    ]);
    expect(await steps.locator('[aria-current="step"]').textContent()).toBe('1Parkering');
    await toCustomer(page);
    expect(await steps.locator('[aria-current="step"]').textContent()).toBe('3Uppgifter');
    expect(await items.nth(0).textContent()).toBe('Parkering (klart)');

    const summary = page.getByRole('region', { name: 'Din bokning' });
    expect(await summary.getByRole('button').count()).toBe(0);
    const text = plain(await summary.textContent());
    expect(text).toContain(PRE_BOOKING.product.Text);
    expect(text).toMatch(/Totalt ?\d[\d ]* kr/);
    // Beside the step, to its right, and both in view.
    const panel = await summary.boundingBox();
    const heading = await stepHeading(page, 'Dina uppgifter').boundingBox();
    expect(panel && heading && panel.x > heading.x + heading.width).toBe(true);
    await expectNoAxeViolations(page, 'customer step, desktop');
  });

  test('phone: "Steg 1 av 6 · Parkering" over a progress bar, and the summary a disclosure above the step', async () => {
    const page = await open(PRE_BOOKING.fId, PHONE);
    await page.getByText('Steg 1 av 6 · Parkering').waitFor();
    await expectNoHorizontalOverflow(page, 'product step');
    await expectNoAxeViolations(page, 'product step, phone');
    await toCustomer(page);
    await page.getByText('Steg 3 av 6 · Uppgifter').waitFor();
    const toggle = page.getByRole('button', { name: /Din bokning/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const total = plain(await toggle.textContent());
    expect(total).toMatch(/^Din bokning\d[\d ]* kr$/);
    // Above the step.
    const toggleBox = await toggle.boundingBox();
    const headingBox = await stepHeading(page, 'Dina uppgifter').boundingBox();
    expect(toggleBox && headingBox && toggleBox.y < headingBox.y).toBe(true);
    expect(await page.getByText('Totalt').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Totalt').isVisible()).toBe(true);
    await expectNoHorizontalOverflow(page, 'customer step with the summary open');
    await expectNoAxeViolations(page, 'customer step, phone, summary open');
  });

  test('sold out reads "Fullbokad", never "available from" today', async () => {
    const page = await open(WATERFRONT);
    const today = todayIn('se');
    const text = plain(await page.locator('main').textContent());
    expect(text).not.toContain(formatLongDate(today, 'sv'));
    const soldOut = page.getByRole('radio', { name: /^Förbokad parkering/ });
    expect(await soldOut.isDisabled()).toBe(true);
    const describedBy = (await soldOut.getAttribute('aria-describedby')) ?? '';
    const status = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | '),
      describedBy.split(' '),
    );
    expect(status).toContain('Fullbokad');
    // A later day is still worth saying.
    expect(text).toMatch(/Tillgänglig från \d+ \w+ 2027/);
  });

  test('where nothing can be booked, the waiting list instead of a Continue that leads nowhere', async () => {
    if (!ALL_FULL) throw new Error('the fixtures have no fully booked facility with a waiting list');
    const page = await open(ALL_FULL.Uid);
    await page.getByText('Allt är fullbokat här just nu.').waitFor();
    expect(await next(page).count()).toBe(0);
    const queue = page.getByRole('link', { name: 'Ställ dig i kö' });
    expect(await queue.count()).toBeGreaterThan(0);
    expect(await queue.first().getAttribute('href')).toBe(ALL_FULL.WaitingListUrl);
    await expectNoAxeViolations(page, 'fully booked facility');
  });

  test('every amount on its own line, a paid device never "ingår", the total their sum', async () => {
    const page = await open(FEES.fId);
    await page
      .getByRole('radio', { name: new RegExp(`^${FEES.product.Text} `) })
      .first()
      .check();
    await continueTo(page, 'Välj datum');
    await typeDate(page, 'Startdatum', dayAhead(21));
    await continueTo(page, 'Passerbrickor');
    const device = FEES.product.AccessDevices.find((item) => item.Required && item.Price > 0);
    expect(
      plain(
        await page
          .getByRole('checkbox', { name: new RegExp(device?.Text ?? '') })
          .locator('..')
          .textContent(),
      ),
    ).not.toMatch(/ingår/i);
    await continueTo(page, 'Dina uppgifter');
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByLabel('Efternamn').fill('Lindqvist');
    await page.getByLabel('E-post').fill('anna@example.se');
    await page.getByLabel('Telefon').fill('070-123 45 67');
    await continueTo(page, 'Ditt fordon');
    await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('ABC 123');
    await continueTo(page, 'Betalning och villkor');
    await page.getByRole('radio', { name: /Månadsvis/ }).check();
    await page.getByRole('checkbox', { name: 'Jag godkänner bokningsvillkoren' }).check();
    await continueTo(page, 'Kontrollera och bekräfta');

    const price = page.getByRole('region', { name: 'Pris' });
    const lines = await price.getByRole('term').allTextContents();
    const amounts = await price.getByRole('definition').allTextContents();
    expect(lines.map(plain)).toEqual([
      `${FEES.product.Text}${plain(`${FEES.product.MonthlyPrice.toLocaleString('sv-SE')} kr per månad`)}`,
      `${device?.Text}Obligatorisk`,
      'Tilläggsavgift',
      'Totalt',
    ]);
    const values = amounts.map(amount);
    expect(values.at(-1)).toBe(values.slice(0, -1).reduce((sum, value) => sum + value, 0));
    expect(values.slice(0, -1)).toEqual([FEES.product.MonthlyPrice, device?.Price, FEES.product.ExtraFee]);
    expect(plain(await price.textContent())).not.toMatch(/ingår/i);
    await expectNoAxeViolations(page, 'summary with fees');
  });

  test('Back and Forward move between steps; the host’s query stays', async () => {
    const page = await open(PRE_BOOKING.fId);
    const address = page.url();
    await toCustomer(page);
    await page.goBack();
    await stepHeading(page, 'Välj datum').waitFor();
    await page.goBack();
    await stepHeading(page, 'Välj parkering').waitFor();
    expect(page.url()).toBe(address);
    await page.goForward();
    await stepHeading(page, 'Välj datum').waitFor();
    await page.goForward();
    await stepHeading(page, 'Dina uppgifter').waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('fId'), url.searchParams.get('t')]).toEqual([PRE_BOOKING.fId, '1']);
    // The flow's own Back is the browser's: Forward still returns after it.
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await stepHeading(page, 'Välj datum').waitFor();
    await page.goForward();
    await stepHeading(page, 'Dina uppgifter').waitFor();
    // And after a reload too.
    await page.reload();
    await waitForIslands(page);
    await stepHeading(page, 'Dina uppgifter').waitFor();
    await page.goBack();
    await stepHeading(page, 'Välj datum').waitFor();
  });

  test('Cancel asks before throwing the input away', async () => {
    const page = await open(PRE_BOOKING.fId);
    await toCustomer(page);
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByRole('button', { name: 'Avbryt bokningen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avbryta bokningen?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fortsätt boka');
    await expectNoAxeViolations(page, 'cancel question');
    await dialog.getByRole('button', { name: 'Fortsätt boka' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Förnamn').inputValue()).toBe('Anna');
    await page.getByRole('button', { name: 'Avbryt bokningen' }).click();
    await dialog.getByRole('button', { name: 'Avbryt bokningen' }).click();
    await stepHeading(page, 'Välj parkering').waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  });

  test('a reload keeps a date typed but not yet committed', async () => {
    const page = await open(PRE_BOOKING.fId, PHONE);
    await page
      .getByRole('radio', { name: new RegExp(PRE_BOOKING.product.Text) })
      .first()
      .check();
    await continueTo(page, 'Välj datum');
    const typed = dayAhead(12);
    await page.getByRole('combobox', { name: 'Datum' }).pressSequentially(typed);
    await page.reload();
    await waitForIslands(page);
    await stepHeading(page, 'Välj datum').waitFor();
    const input = page.getByRole('combobox', { name: 'Datum' });
    await expect.poll(() => input.inputValue()).toBe(typed);
    // Still only typed: committing it chooses it.
    await input.press('Enter');
    await page.getByLabel('Ankomsttid').selectOption({ index: 1 });
    await page.getByLabel('Avresetid').selectOption({ index: 2 });
    await continueTo(page, 'Dina uppgifter');
  });

  test('no English on sv, nb and fi booking pages', async () => {
    const english = Object.values(bookingMessages.en)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 8);
    for (const [market, country] of [
      ['se', 'se'],
      ['no', 'no'],
      ['fi', 'fi'],
    ] as const) {
      const facility = facilities.find(
        (item) =>
          item.Country === country &&
          (item.Products ?? []).some(
            (product) => productOptionAvailability(product, FIXTURE_TODAY).available,
          ),
      );
      if (!facility) throw new Error(`no facility in ${country}`);
      const page = await open(facility.Uid, DESKTOP, market);
      const text = (await page.locator('[data-nordpark="booking-flow"]').innerText()).replace(/\s+/g, ' ');
      const found = english.filter((part) => text.includes(part));
      expect(found, `${market}: English on the page`).toEqual([]);
    }
  });
});
