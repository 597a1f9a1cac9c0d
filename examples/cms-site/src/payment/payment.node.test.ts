// The demo payment page, served over http on loopback, and the confirmation page it returns
// to: a card booking of the demo ends on the site, never on a host that does not exist.
import { request } from 'node:http';
import { allowedPaymentUrl, type Facility, type Product } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server';
import { clientFor } from '../testing/apiClient';
import { parseHtml } from '../testing/parseHtml';
import { fetchPage, islandsOf, pageConfigOf, startTestServer } from '../testing/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ paymentPort: 0 });
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the payment page, as a browser on this machine sends it. */
function http(url: string, init: { method?: string; form?: Record<string, string>; referer?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const call = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: {
          ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(init.referer ? { Referer: init.referer } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const preBooking = (facility: Facility): Product | undefined =>
  facility.Products?.find((p) => p.ProcessType === 'Pre-booking' && !p.OnlineBookingNotAllowed);

/** A card booking of the first facility of a country with a pre-booking, up to its payment URL. */
async function bookUpToPayment(country: string, language: string) {
  const facility = facilities.find((item) => item.Country === country && preBooking(item));
  const product = facility && preBooking(facility);
  if (!facility || !product) throw new Error(`no pre-booking in ${country}`);
  const client = clientFor(server);
  const draft = await client.createSalesOrderDraft({ fId: facility.Uid, productId: product.Id });
  const id =
    draft.ok && typeof draft.body === 'object' && draft.body
      ? String((draft.body as { SalesOrderId: string }).SalesOrderId)
      : '';
  const form = { SalesOrderId: id, productId: product.Id, startDate: '2026-12-01', total: 270, language };
  await client.updateSalesOrder(form);
  await client.confirmSalesOrder(form);
  const payment = await client.registerPayment(form);
  return { facility, product, id, url: payment.ok ? String(payment.body) : '' };
}

describe('the demo payment page', () => {
  test('BOOK-04 registerpayment answers the payment page, on loopback http, which the booking pages allow', async () => {
    expect(server.paymentOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { url, id } = await bookUpToPayment('se', 'sv');
    expect(url).toBe(`${server.paymentOrigin}/pay/${id}`);
    const { document } = await fetchPage(server, `/se/booking/?fId=${facilities[0]?.Uid}`);
    const config = pageConfigOf(document) as { paymentOrigins: string[] };
    expect(config.paymentOrigins).toEqual([server.paymentOrigin]);
    expect(allowedPaymentUrl(url, config.paymentOrigins)).toBe(url);
  });

  test('shows the amount, the order and Pay/Cancel in the booking language, under a strict policy', async () => {
    const { url, id, facility, product } = await bookUpToPayment('no', 'nb');
    const answer = await http(url);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['content-security-policy']).toContain(`form-action 'self' ${server.url}`);
    const document = parseHtml(answer.body);
    expect(document.documentElement.getAttribute('lang')).toBe('nb');
    expect(document.querySelector('h1')?.textContent).toBe('Kortbetaling');
    const text = document.body.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain(id);
    expect(text).toContain(facility.Name);
    expect(text).toContain(product.Text);
    expect(text).toMatch(/270\skr/);
    const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual([expect.stringMatching(/^Betal 270\skr$/), 'Avbryt']);
  });

  test('Pay records the payment and returns to the confirmation page, which mounts the confirmation view', async () => {
    const { url, id, facility } = await bookUpToPayment('fi', 'fi');
    const twin = server.url.replace('127.0.0.1', 'localhost');
    // The visitor came from the site under its other name: back there, where the tab's booking is.
    const page = await http(url, { referer: `${twin}/fi/booking/` });
    expect(parseHtml(page.body).querySelector('input[name="return"]')?.getAttribute('value')).toBe(twin);
    const answer = await http(url, { method: 'POST', form: { decision: 'pay', return: twin } });
    expect(answer.status).toBe(303);
    const location = String(answer.headers.location);
    expect(location).toBe(
      `${twin}/fi/booking-confirmation/?${new URLSearchParams({ fId: facility.Uid, salesOrderId: id })}`,
    );
    const { response, document } = await fetchPage(server, location.slice(twin.length));
    expect(response.status).toBe(200);
    expect(document.documentElement.getAttribute('lang')).toBe('fi');
    expect(document.querySelector('h1')?.textContent).toBe('Varausvahvistus');
    expect(islandsOf(document).map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'booking-flow', props: { view: 'confirmation', fId: facility.Uid, salesOrderId: id } },
    ]);
    // Paid once: the page does not take a second payment.
    expect((await http(url)).status).toBe(404);
  });

  test('Cancel returns to the site without a payment; another site is never a way back', async () => {
    const { url, id } = await bookUpToPayment('se', 'sv');
    const answer = await http(url, {
      method: 'POST',
      form: { decision: 'cancel', return: 'https://evil.example' },
    });
    expect(answer.status).toBe(303);
    const location = new URL(String(answer.headers.location));
    expect(location.origin).toBe(server.url);
    expect(location.searchParams.get('payment')).toBe('cancelled');
    const { document } = await fetchPage(server, `${location.pathname}${location.search}`);
    expect(document.querySelector('h1')?.textContent).toBe('Betalningen avbröts');
    expect(document.body.textContent).toContain(id);
    expect(islandsOf(document)).toEqual([]);
    // "Book again" starts anew: the page's script drops the flow's kept choices for that facility.
    const script = document.querySelector('script[type="module"][src^="/site/"]')?.getAttribute('src') ?? '';
    expect(document.querySelector('[data-site-cancelled-fid]')?.getAttribute('data-site-cancelled-fid')).toBe(
      location.searchParams.get('fId'),
    );
    const served = await fetch(`${server.url}${script}`);
    expect(served.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await served.text()).toContain('sessionStorage.removeItem(`nordpark:booking-flow:');
  });

  test('a confirmation page for an order nobody paid mounts nothing and says so', async () => {
    const { id, facility } = await bookUpToPayment('se', 'sv');
    const { document } = await fetchPage(
      server,
      `/se/booking-confirmation/?${new URLSearchParams({ fId: facility.Uid, salesOrderId: id })}`,
    );
    expect(document.querySelector('h1')?.textContent).toBe('Ingen bekräftelse att visa');
    expect(islandsOf(document)).toEqual([]);
  });

  test('an order without a waiting payment has no payment page', async () => {
    const answer = await http(`${server.paymentOrigin}/pay/SO-404`);
    expect(answer.status).toBe(404);
    expect(parseHtml(answer.body).querySelector('main')?.textContent).toContain('SO-404');
  });
});
