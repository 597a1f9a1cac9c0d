import { readFileSync } from 'node:fs';
import { type CountryCode, formatPrice, LANGUAGES, type Language } from '@nordpark/core';
import { findFacility } from '@nordpark/fixtures';
import type { ReferenceBackend, SalesOrderRecord } from '@nordpark/fixtures/backend';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { copyFor } from '../copy';
import type { Html } from '../html/types';
import { MARKETS } from '../markets';
import { fill } from '../text';

/** Where the demo payment page answers on its origin: `/pay/{orderId}` (the backend's paymentUrl). */
export const PAYMENT_PATH = '/pay';
const STYLESHEET = '/payment.css';
const STYLESHEET_FILE = new URL('./payment.css', import.meta.url);

export interface PaymentAppOptions {
  backend: ReferenceBackend;
  /**
   * The demo site's origins the page may send the visitor back to: the first is the default,
   * the others are taken when the visitor came from one of them (the same server reached as
   * `localhost` or `127.0.0.1`, so the booking kept in the tab's sessionStorage is found).
   */
  siteOrigins: () => readonly string[];
}

/** Where the confirmation page of a market is, on the demo site. */
export function confirmationPath(country: CountryCode): string {
  return `/${country}/booking-confirmation/`;
}

/** The paid (or cancelled) card payment the demo payment page recorded for an order. */
export type CardPayment = 'Completed' | 'Cancelled';
const payments = new WeakMap<ReferenceBackend, Map<string, CardPayment>>();

/** What the visitor chose on the payment page for an order, if anything yet. */
export function cardPaymentOf(backend: ReferenceBackend, salesOrderId: string): CardPayment | undefined {
  return payments.get(backend)?.get(salesOrderId);
}

function recordPayment(backend: ReferenceBackend, salesOrderId: string, outcome: CardPayment): void {
  const known = payments.get(backend) ?? new Map<string, CardPayment>();
  known.set(salesOrderId, outcome);
  payments.set(backend, known);
}

/** The strict policy of the payment page: its own stylesheet, forms to itself and back to the site. */
function paymentPolicy(siteOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${siteOrigins.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function languageOf(order: SalesOrderRecord, country: CountryCode): Language {
  const asked = order.form.language;
  return isLanguage(asked) ? asked : MARKETS[country].language;
}

function page(language: Language, title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="origin">
<title>${title} – Nordpark Pay</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET}">
</head>
<body>
<main class="pay">
<p class="pay__brand" aria-hidden="true">Nordpark <span>Pay</span></p>
${body}
</main>
</body>
</html>
`;
}

/** An order's payment, as the page shows it; undefined when no card payment waits for it. */
function pendingPayment(backend: ReferenceBackend, orderId: string) {
  const order = backend.state.salesOrders.get(orderId);
  if (order?.Status !== 'Paid' || cardPaymentOf(backend, orderId) !== undefined) return undefined;
  const facility = findFacility(order.FacilityUid);
  const country = facility?.Country ?? 'se';
  const product = facility?.Products?.find((item) => item.Id === order.ProductId);
  const total = Number(order.form.total);
  return { order, facility, country, product, total: Number.isFinite(total) ? total : null };
}

/** The site origin to return to: the one the visitor came from when it is the site's, else the first. */
function returnOrigin(wanted: string | undefined, siteOrigins: readonly string[]): string {
  const origin = wanted && URL.canParse(wanted) ? new URL(wanted).origin : undefined;
  return (origin && siteOrigins.find((known) => known === origin)) ?? siteOrigins[0] ?? '';
}

/**
 * The demo's card-payment page, as a payment provider would host it on its own origin: the
 * amount and the order, **Pay** (the payment is recorded, then the visitor goes to the site's
 * confirmation page) and **Cancel** (back to the site, nothing paid). No card data is asked for.
 */
export function createPaymentApp({ backend, siteOrigins }: PaymentAppOptions): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', paymentPolicy(siteOrigins()));
      c.res.headers.set('Cache-Control', 'no-store');
    }
  });
  app.get(STYLESHEET, (c) =>
    c.body(readFileSync(STYLESHEET_FILE, 'utf8'), 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );

  app.get(`${PAYMENT_PATH}/:orderId`, (c) => {
    const orderId = c.req.param('orderId');
    const payment = pendingPayment(backend, orderId);
    if (!payment) {
      const copy = copyFor('sv');
      return c.html(
        page(
          'sv',
          copy.payment.title,
          html`<h1>${copy.payment.title}</h1><p>${fill(copy.payment.unknown, { order: orderId })}</p>`,
        ),
        404,
      );
    }
    const language = languageOf(payment.order, payment.country);
    const copy = copyFor(language).payment;
    const back = returnOrigin(c.req.header('Referer'), siteOrigins());
    const amount = payment.total === null ? '–' : formatPrice(payment.total, payment.country, language);
    return c.html(
      page(
        language,
        copy.title,
        html`<h1>${copy.title}</h1>
<p class="pay__intro">${copy.intro}</p>
<dl class="pay__facts">
<div><dt>${copy.order}</dt><dd>${orderId}</dd></div>
${payment.facility && html`<div><dt>${copy.facility}</dt><dd>${payment.facility.Name}</dd></div>`}
${payment.product && html`<div><dt>${copy.product}</dt><dd>${payment.product.Text}</dd></div>`}
<div class="pay__amount"><dt>${copy.amount}</dt><dd>${amount}</dd></div>
</dl>
<form method="post" class="pay__actions">
<input type="hidden" name="return" value="${back}">
<button type="submit" name="decision" value="pay" class="pay__button pay__button--primary">${copy.pay} ${amount}</button>
<button type="submit" name="decision" value="cancel" class="pay__button">${copy.cancel}</button>
</form>`,
      ),
    );
  });

  app.post(`${PAYMENT_PATH}/:orderId`, async (c) => {
    const orderId = c.req.param('orderId');
    const payment = pendingPayment(backend, orderId);
    const form = await c.req.parseBody();
    const back = returnOrigin(typeof form.return === 'string' ? form.return : undefined, siteOrigins());
    if (!payment) return c.redirect(`${back}/`, 303);
    const decision = form.decision === 'pay' ? 'Completed' : 'Cancelled';
    recordPayment(backend, orderId, decision);
    const query = new URLSearchParams({ fId: payment.order.FacilityUid, salesOrderId: orderId });
    if (decision === 'Cancelled') query.set('payment', 'cancelled');
    return c.redirect(`${back}${confirmationPath(payment.country)}?${query}`, 303);
  });
  return app;
}
