import { type CountryCode, type Facility, formatHeight, formatLongDate } from '@nordpark/core';
import { facilities, findFacility, pricesProductsPartialHtml } from '@nordpark/fixtures';
import { html, raw } from 'hono/html';
import { copyFor } from '../copy';
import type { Html } from '../html/types';
import { MARKETS, type Market } from '../markets';
import { fill } from '../text';
import { marketLayout } from './marketLayout';

// The operator's own pages the islands link to (defect 12): a page per facility (its `Url`),
// the waiting list (`WaitingListUrl`) and the campaigns (`Campaigns[].Url`), each in its
// market's language, as the CMS would have them.

const byUrl = new Map<string, Facility>(facilities.map((facility) => [facility.Url, facility]));

/** The path word of each market's facility pages and waiting list, as the fixture data has them. */
function pathWords(pick: (facility: Facility) => string): Map<CountryCode, string> {
  const words = new Map<CountryCode, string>();
  for (const facility of facilities) {
    const country = facility.Country;
    const word = pick(facility).split(/[/?]/)[2];
    if (country && word && !words.has(country)) words.set(country, word);
  }
  return words;
}

/** `/se/parkering/:city/:slug`, `/no/parkering/…`, `/fi/pysakointi/…`: one per market. */
export const FACILITY_ROUTES: readonly { market: Market; pattern: string }[] = [
  ...pathWords((facility) => facility.Url),
].map(([country, word]) => ({ market: MARKETS[country], pattern: `/${country}/${word}/:city/:slug` }));

/** `/se/kolista`, `/no/venteliste`, `/fi/jonotuslista`. */
export const QUEUE_ROUTES: readonly { market: Market; path: string }[] = [
  ...pathWords((facility) => facility.WaitingListUrl || ''),
].map(([country, word]) => ({ market: MARKETS[country], path: `/${country}/${word}` }));

/** `/se/kampanj/:slug`, …: the campaign words the fixtures' campaign links use. */
export const CAMPAIGN_ROUTES: readonly { market: Market; pattern: string }[] = [
  ...pathWords((facility) => facility.Campaigns[0]?.Url ?? ''),
].map(([country, word]) => ({ market: MARKETS[country], pattern: `/${country}/${word}/:slug` }));

export function facilityAt(path: string): Facility | undefined {
  return byUrl.get(decodeURI(path).replace(/\/+$/, ''));
}

const bookingHref = (market: Market, facility: Facility) =>
  `/${market.country}/booking/?${new URLSearchParams({ fId: facility.Uid, t: '1' })}`;

/** Markup a server text may carry (notes), as plain words: the page shows text, never tags. */
function plain(text: string): string {
  return text
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Mån–fre" stays one word in a narrow column: word joiners around a dash between letters. */
function unbrokenRanges(markup: string): string {
  return markup.replace(/(\p{L})–(\p{L})/gu, '$1\u2060–\u2060$2');
}

function addressOf(facility: Facility): string {
  const { Street, Number: number, PostCode, City } = facility.Address;
  return [`${Street} ${number}`.trim(), `${PostCode} ${City}`.trim()].filter(Boolean).join(', ');
}

function fact(label: string, value: string | number | false | null | undefined): Html | false {
  return (
    value !== false &&
    value !== null &&
    value !== undefined &&
    value !== '' &&
    html`<div><dt>${label}</dt><dd>${value}</dd></div>`
  );
}

/** A facility's page: what it is, where, how to get in, its prices, and Book or the queue. */
export function facilityPage(market: Market, facility: Facility): Html {
  // The price list is the one the API serves for the facility (getpricesproductspartial).
  const copy = copyFor(market.language);
  const text = copy.facility;
  const bookable = facility.HasLTPBookableOnline || facility.HasStp;
  const height = facility.FacilityInfo?.MaxVehicleHeight ?? facility.Info?.MaxVehicleHeight ?? 0;
  const ev = facility.FacilityInfo?.NumberOfEvChargingSpaces ?? 0;
  return marketLayout(market, {
    path: facility.Url,
    title: facility.Name,
    content: html`<p class="site-breadcrumb"><a href="/${market.country}/search">${text.backToSearch}</a></p>
<h1>${facility.Name}</h1>
<p class="site-lead">${facility.Preamble}</p>
<p class="site-links">${
      bookable
        ? html`<a class="site-button" href="${bookingHref(market, facility)}">${text.book}</a>`
        : html`<span>${text.notBookable}</span>`
    }${
      facility.HasWaitingList &&
      facility.WaitingListUrl &&
      html`<a class="site-button site-button--secondary" href="${facility.WaitingListUrl}">${text.queue}</a>`
    }</p>
<div class="site-columns">
<section aria-labelledby="facts-heading" class="site-panel">
<h2 id="facts-heading">${facility.Name}</h2>
<dl class="site-facts">
${fact(text.address, addressOf(facility))}
${fact(text.openingHours, facility.LongTermOpeningHours)}
${fact(text.maxHeight, height > 0 && formatHeight(height, market.language))}
${fact(text.spaces, facility.NumberOfParkingSpots)}
${fact(text.evSpaces, ev > 0 && ev)}
${fact(text.driving, facility.DrivingInstructions)}
${fact(text.notes, facility.FilteredNotes && plain(facility.FilteredNotes))}
</dl>
</section>
<section class="site-prices">
${raw(unbrokenRanges(pricesProductsPartialHtml(facility, market.language)))}
</section>
</div>`,
  });
}

/** Where the queue form posts, and what it found wrong. */
export interface QueueState {
  email?: string;
  /** The visitor's e-mail was taken: the thanks replace the form. */
  registered?: boolean;
  invalid?: boolean;
}

/** The waiting list of a facility (`?fId=`): a form to join the queue, then the thanks. */
export function queuePage(
  market: Market,
  path: string,
  fId: string | undefined,
  state: QueueState = {},
): Html {
  const copy = copyFor(market.language);
  const text = copy.queue;
  const facility = fId ? findFacility(fId) : undefined;
  const search = html`<a href="/${market.country}/search">${copy.facility.backToSearch}</a>`;
  let body: Html;
  if (!facility) {
    body = html`<div class="site-panel"><p>${text.noFacility}</p><p>${search}</p></div>`;
  } else if (state.registered) {
    body = html`<div class="site-panel" role="status"><p>${fill(text.thanks, { email: state.email ?? '', facility: facility.Name })}</p>
<p class="site-links"><a href="${facility.Url}">${facility.Name}</a> ${search}</p></div>`;
  } else {
    body = html`<p>${fill(text.intro, { facility: facility.Name })}</p>
<form method="post" action="${path}?${new URLSearchParams({ fId: facility.Uid })}" class="site-form" novalidate>
<div class="site-field"><label for="queue-name">${text.name}</label><input id="queue-name" name="name" autocomplete="name"></div>
<div class="site-field"><label for="queue-email">${text.email}</label><input id="queue-email" name="email" type="email" autocomplete="email" required${
      state.invalid && html` aria-invalid="true" aria-describedby="queue-email-error"`
    } value="${state.email ?? ''}">${state.invalid && html`<p id="queue-email-error" class="site-error">${text.invalidEmail}</p>`}</div>
<p><button type="submit" class="site-button">${text.submit}</button></p>
</form>`;
  }
  return marketLayout(market, {
    path,
    title: facility ? `${text.title}: ${facility.Name}` : text.title,
    content: html`<h1>${text.title}${facility && html`<span class="site-subtitle">${facility.Name}</span>`}</h1>
${body}`,
  });
}

/** A campaign's page: its heading, when it applies, and the facilities that have it. */
export function campaignPage(
  market: Market,
  path: string,
  moved: <T>(value: T) => T = (value) => value,
): Html | undefined {
  const holders = facilities
    .filter((facility) => facility.Campaigns.some((campaign) => campaign.Url === path))
    .map((facility) => moved(facility));
  const campaign = holders[0]?.Campaigns.find((item) => item.Url === path);
  if (!campaign) return undefined;
  const copy = copyFor(market.language).campaign;
  const day = (value: string) => formatLongDate(value.slice(0, 10), market.language);
  return marketLayout(market, {
    path,
    title: campaign.Heading,
    content: html`<h1>${campaign.Heading}</h1>
<p class="site-lead">${fill(copy.valid, { from: day(campaign.DateFrom), to: day(campaign.DateTo) })}</p>
<h2>${copy.facilities}</h2>
<ul class="site-list">${holders.map((facility) => html`<li><a href="${facility.Url}">${facility.Name}</a> – ${addressOf(facility)}</li>`)}</ul>`,
  });
}
