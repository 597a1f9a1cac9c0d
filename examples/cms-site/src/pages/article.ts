import { html } from 'hono/html';
import { copyFor } from '../copy';
import { island } from '../html/island';
import type { Html } from '../html/types';
import type { Market } from '../markets';
import { sampleFacilityUid } from '../sampleFacility';
import { marketLayout } from './marketLayout';

/** The path of each market's article page. */
export const articlePath = (market: Market) => `/${market.country}/article`;

/**
 * `/{market}/article`: a garage's content page as an operator's CMS has many, its text first
 * and the booking flow at its end, below the fold. `?load=` sets the booking flow's
 * `data-nordpark-load` (`visible` by default, as such a page would have it; `eager` for the
 * benchmark's comparison; any other value as given, to see the loader's warning).
 */
export function articlePage(
  market: Market,
  load = 'visible',
  paymentOrigins?: readonly string[] | undefined,
): Html {
  const copy = copyFor(market.language);
  const text = copy.article;
  const fId = sampleFacilityUid(market.country);
  const bookingHref = `/${market.country}/booking/${fId ? `?${new URLSearchParams({ fId, t: '1' })}` : ''}`;
  return marketLayout(market, {
    path: articlePath(market),
    title: text.title,
    ...(paymentOrigins ? { paymentOrigins } : {}),
    content: html`<article class="site-article">
<h1>${text.title}</h1>
<p class="site-lead">${text.lead}</p>
<div class="site-article__figure" role="presentation"></div>
${text.sections.map(
  (section) => html`<h2>${section.heading}</h2>
<p>${section.text}</p>`,
)}
<h2 id="article-booking">${text.bookHeading}</h2>
${island({
  name: 'booking-flow',
  id: 'article-booking-flow',
  load,
  props: fId ? { fId } : undefined,
  fallback: html`<p><a class="site-button" href="${bookingHref}">${text.fallbackLink}</a></p>`,
})}
</article>`,
  });
}
