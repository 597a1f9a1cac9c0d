// A whole booking over HTTP with the real client: draft, update, confirm, payment.
import type { Facility, Product } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { clientFor } from '../testing/apiClient';
import { startTestServer } from '../testing/testServer';

// The backend's messages as its source writes them (a Swedish page's calls get them in Swedish).
const ENGLISH = { language: 'en' } as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PROCESS_TYPES = ['Pre-booking', 'Flexbooking', 'SeasonTicket'] as const;
const bookable = (facility: Facility) => (facility.Products ?? []).filter((p) => !p.OnlineBookingNotAllowed);
const facility = facilities.find((item) =>
  PROCESS_TYPES.every((type) => bookable(item).some((p) => p.ProcessType === type)),
);
const fId = facility?.Uid ?? '';

/** What the update step's form holds for a product: a flex booking needs its days. */
function formFor(product: Product): Record<string, string> {
  return product.ProcessType === 'Flexbooking'
    ? { productId: product.Id, startDate: '2026-12-01', endDate: '2026-12-03' }
    : { productId: product.Id, startDate: '2026-12-01', paymentOption: 'Monthly' };
}

const orderIdOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'SalesOrderId' in body ? String(body.SalesOrderId) : '';

describe('a booking over HTTP', () => {
  test.each(PROCESS_TYPES)(
    'BOOK-01 BOOK-02 BOOK-03 BOOK-04 API-16 API-20 API-21 API-22 API-34 API-35 a %s product is booked and paid',
    async (type) => {
      const client = clientFor(server, ENGLISH);
      const summary = await client.getFacilitySummary({ fId });
      const product = summary.ok ? bookable(summary.body).find((p) => p.ProcessType === type) : undefined;
      if (!product) throw new Error(`no bookable ${type} product at ${fId}`);

      const draft = await client.createSalesOrderDraft({ fId }, { language: 'en' });
      expect(draft).toMatchObject({ ok: true, body: { Status: 'Draft' } });
      const id = draft.ok ? orderIdOf(draft.body) : '';
      expect(await client.updateSalesOrder({ SalesOrderId: id, ...formFor(product) })).toMatchObject({
        ok: true,
        body: { Status: 'Updated', ProductId: product.Id, ProcessType: type },
      });
      expect(await client.confirmSalesOrder({ SalesOrderId: id })).toMatchObject({
        ok: true,
        body: { Status: 'Confirmed' },
      });
      expect(await client.registerPayment({ SalesOrderId: id })).toEqual({
        ok: true,
        status: 200,
        info: 'OK',
        body: `https://pay.example.test/checkout/${id}`,
        errorMessage: null,
      });
      expect(server.backend.state.salesOrders.get(id)?.Status).toBe('Paid');
    },
  );

  test('BOOK-03 BOOK-04 steps out of order are a 400 with the server’s ErrorMessage', async () => {
    const client = clientFor(server, ENGLISH);
    const draft = await client.createSalesOrderDraft({ fId });
    const id = draft.ok ? orderIdOf(draft.body) : '';
    expect(await client.confirmSalesOrder({ SalesOrderId: id })).toMatchObject({
      ok: false,
      status: 400,
      info: 'Error.',
      errorMessage: `Sales order ${id} is Draft: it cannot be confirmed now.`,
    });
    expect(await client.registerPayment({ SalesOrderId: id })).toMatchObject({ ok: false, status: 400 });
  });

  test('ERR-03 a step for an order the server does not know is a 404', async () => {
    expect(await clientFor(server, ENGLISH).updateSalesOrder({ SalesOrderId: 'SO-1' })).toMatchObject({
      ok: false,
      status: 404,
      info: 'Endpoint not found.',
    });
  });

  test('API-21 API-22 API-34 the body is the form: a form-encoded post works like JSON', async () => {
    const draft = await clientFor(server, ENGLISH).createSalesOrderDraft({ fId });
    const id = draft.ok ? orderIdOf(draft.body) : '';
    const post = (action: string) =>
      fetch(`${server.url}/se/booking/${action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SalesOrderId: id, startDate: '2026-12-01' }),
      });
    expect(await (await post('updatesalesorder')).json()).toMatchObject({
      SalesOrderId: id,
      Status: 'Updated',
    });
    expect((await post('confirmsalesorder')).status).toBe(200);
    const payment = await post('registerpayment');
    expect(payment.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(payment.headers.get('cache-control')).toBe('no-store');
    expect(await payment.text()).toBe(`https://pay.example.test/checkout/${id}`);
  });

  test('CFG-03 every market’s booking-flow page path answers the flow’s calls', async () => {
    for (const market of ['se', 'no', 'fi']) {
      const response = await fetch(`${server.url}/${market}/booking/paymentoptions?fId=${fId}`);
      expect(response.status, market).toBe(200);
    }
  });

  test('API-24 BOOK-13 API-23 BOOK-14 the flex price and the payment options over HTTP', async () => {
    const client = clientFor(server, ENGLISH);
    expect(
      await client.getFlexbookingPrice({ startDate: '2026-12-01', endDate: '2026-12-03' }),
    ).toMatchObject({
      ok: true,
      body: { Price: 300, Currency: 'SEK', Days: 3 },
    });
    const options = await client.getPaymentOptions({ fId });
    expect(options.ok && options.body.map((option) => option.id)).toEqual(['Monthly', 'Quarterly', 'Yearly']);
  });
});
