import { html } from 'hono/html';
import { copyFor } from '../copy';
import { island } from '../html/island';
import type { Html } from '../html/types';
import type { Market } from '../markets';
import { marketLayout } from './marketLayout';

export interface BookingQuery {
  /** The facility's Uid, as search results link it (`fId`). Untrusted: escaped everywhere. */
  fId?: string;
}

export interface BookingPageOptions {
  /** The card-payment origins the flow may go to (the demo payment page's, when it runs). */
  paymentOrigins?: readonly string[] | undefined;
}

/** `/{market}/booking/`: the booking flow for the facility named in the query. */
export function bookingPage(
  market: Market,
  { fId }: BookingQuery,
  { paymentOrigins }: BookingPageOptions = {},
): Html {
  const copy = copyFor(market.language).booking;
  const fallback = fId
    ? html`<p>${copy.fallbackFacility} <strong>${fId}</strong>.</p>`
    : html`<p>${copy.fallbackNoFacility} <a href="/${market.country}/search">${copy.backToSearch}</a></p>`;
  return marketLayout(market, {
    path: `/${market.country}/booking/`,
    title: copy.title,
    ...(paymentOrigins ? { paymentOrigins } : {}),
    content: html`<h1>${copy.title}</h1>
<p>${copy.intro}</p>
${island({ name: 'booking-flow', props: fId ? { fId } : undefined, fallback })}`,
  });
}
