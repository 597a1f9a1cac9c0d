import { addDays, type Product, productOptionAvailability } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { Page } from 'playwright-core';
import { beforeEach, expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { waitForIslands } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// What the booking flow sends in its order calls, read from the reference server's request log
// (what the server received, not what the browser says it sent). Spec §7: updatesalesorder,
// confirmsalesorder and registerpayment each have the form as their body (API-21, API-22,
// API-34). Rule IDs: ../../shared/spec/rules.md.

const FIXTURE_TODAY = '2026-11-23';
const PAYMENT_ORIGIN = 'https://pay.example.test';

/** The first Swedish facility with a pre-booking a guest can book today. */
function pickPreBooking(): { fId: string; product: Product } {
  for (const facility of facilities) {
    if (facility.Country !== 'se') continue;
    const product = facility.Products?.find(
      (item) =>
        item.ProcessType === 'Pre-booking' &&
        item.Type !== 'Reserved' &&
        item.StartSellingDate === null &&
        item.LastBookingEnds === null &&
        productOptionAvailability(item, FIXTURE_TODAY).available,
    );
    if (product) return { fId: facility.Uid, product };
  }
  throw new Error('no facility in the fixtures has such a product');
}

const PRE_BOOKING = pickPreBooking();

/** A day `days` ahead of the browser's today, as the Swedish date field takes it. */
function dayAhead(days: number): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return addDays(today, days) ?? today;
}

describeBrowser('the order calls the booking flow sends', () => {
  const session = useBrowserSession();

  beforeEach(() => session.server.clearRequests());

  /** The bodies the server received for one action, in order. */
  const bodiesOf = (action: string) =>
    session.server
      .requests()
      .filter((request) => request.path === `/se/booking/${action}`)
      .map((request) => request.body);

  async function open(): Promise<Page> {
    const page = await session.page();
    // The card-payment page is the reference server's made-up https origin: answer it here.
    await page
      .context()
      .route(`${PAYMENT_ORIGIN}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Card payment</title>' }),
      );
    await page.goto(`${session.server.url}/se/booking/?fId=${PRE_BOOKING.fId}&t=1`);
    await waitForIslands(page);
    await page.locator('.np-booking__heading').waitFor();
    return page;
  }

  async function continueTo(page: Page, title: string): Promise<void> {
    await page.locator('.np-booking__next').click();
    await page.locator('.np-booking__heading', { hasText: title }).waitFor();
  }

  test('API-21 API-22 API-34 BOOK-03 BOOK-04 updatesalesorder, confirmsalesorder and registerpayment each receive the booking form', async () => {
    const page = await open();
    const startDate = dayAhead(10);
    await page.locator(`input[type="radio"][value="${PRE_BOOKING.product.Id}"]`).check();
    await continueTo(page, 'Välj datum');
    const date = page.getByRole('combobox', { name: 'Datum' });
    await date.fill(startDate);
    await date.press('Enter');
    await page.getByLabel('Ankomsttid').selectOption('08:00');
    await page.getByLabel('Avresetid').selectOption('17:00');
    await continueTo(page, 'Dina uppgifter');
    await page.getByLabel('Förnamn').fill('Anna');
    await page.getByLabel('Efternamn').fill('Lindqvist');
    await page.getByLabel('E-post').fill('anna.calls@example.se');
    await page.getByLabel('Telefon').fill('070-123 45 67');
    await continueTo(page, 'Ditt fordon');
    await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('abc 123');
    await continueTo(page, 'Betalning och villkor');
    await page.getByLabel('Jag godkänner bokningsvillkoren').check();
    await continueTo(page, 'Kontrollera och bekräfta');
    await Promise.all([
      page.waitForURL(`${PAYMENT_ORIGIN}/**`),
      page.getByRole('button', { name: 'Bekräfta och betala' }).click(),
    ]);

    // The order is the one the payment page was opened for; the customer the guest step created.
    const salesOrderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    expect(salesOrderId).toMatch(/^SO-\d+$/);
    const customer = [...session.server.backend.state.customers.values()].find(
      (record) => record.Email === 'anna.calls@example.se',
    );
    expect(customer?.RecordId).toBeTruthy();
    const form = {
      SalesOrderId: salesOrderId,
      fId: PRE_BOOKING.fId,
      productId: PRE_BOOKING.product.Id,
      ProcessType: 'Pre-booking',
      quantity: 1,
      startDate,
      inTime: '08:00',
      outTime: '17:00',
      accessDevices: [],
      RecordId: customer?.RecordId,
      LicensePlate: 'ABC123',
      ForeignPlate: false,
      paymentMethod: 'card',
      language: 'sv',
    };
    for (const action of ['updatesalesorder', 'confirmsalesorder', 'registerpayment']) {
      const bodies = bodiesOf(action);
      expect(bodies, action).toHaveLength(1);
      expect(bodies[0], action).toMatchObject(form);
    }
  });
});
