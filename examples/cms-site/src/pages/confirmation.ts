import { findFacility } from '@nordpark/fixtures';
import { html } from 'hono/html';
import { copyFor } from '../copy';
import { island } from '../html/island';
import type { Html } from '../html/types';
import type { Market } from '../markets';
import { BOOKING_CANCELLED_SCRIPT } from '../paths';
import type { CardPayment } from '../payment/paymentApp';
import { fill } from '../text';
import { marketLayout } from './marketLayout';

export interface ConfirmationQuery {
  fId?: string | undefined;
  salesOrderId?: string | undefined;
  /** `cancelled` when the visitor chose Cancel on the payment page. */
  payment?: string | undefined;
}

/**
 * `/{market}/booking-confirmation/`: where the demo payment page sends the visitor back. A
 * paid order mounts the booking-flow island's confirmation view (the booking kept in this
 * tab, the arrival kit, Add to calendar, Share and the facility's offer); a cancelled one says
 * that nothing was paid; anything else that there is nothing to confirm.
 */
export function confirmationPage(
  market: Market,
  { fId, salesOrderId, payment }: ConfirmationQuery,
  outcome: CardPayment | undefined,
): Html {
  const copy = copyFor(market.language);
  const text = copy.confirmation;
  const order = salesOrderId ?? '';
  const facility = fId ? findFacility(fId) : undefined;
  const search = html`<a href="/${market.country}/search">${copy.booking.backToSearch}</a>`;
  let content: Html;
  if (payment === 'cancelled' || outcome === 'Cancelled') {
    const again = fId ? `/${market.country}/booking/?${new URLSearchParams({ fId, t: '1' })}` : undefined;
    content = html`<h1>${text.cancelledTitle}</h1>
<div class="site-panel"${fId && html` data-site-cancelled-fid="${fId}"`}>
<p>${fill(text.cancelledText, { order })}</p>
<p class="site-links">${again && html`<a class="site-button" href="${again}">${text.tryAgain}</a>`} ${search}</p>
</div>
<script type="module" src="${BOOKING_CANCELLED_SCRIPT}"></script>`;
  } else if (fId && salesOrderId && outcome === 'Completed') {
    content = html`<h1>${text.title}</h1>
${island({
  name: 'booking-flow',
  props: { view: 'confirmation', fId, salesOrderId },
  fallback: html`<p>${copy.booking.fallbackFacility} <strong>${facility?.Name ?? fId}</strong>.</p>`,
  className: 'site-island--confirmation',
})}`;
  } else {
    content = html`<h1>${text.unknownTitle}</h1>
<div class="site-panel">
<p>${fill(text.unknownText, { order })}</p>
<p>${search}</p>
</div>`;
  }
  return marketLayout(market, {
    path: `/${market.country}/booking-confirmation/`,
    title: text.title,
    content,
  });
}
