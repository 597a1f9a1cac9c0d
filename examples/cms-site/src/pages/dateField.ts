import { html } from 'hono/html';
import { copyFor } from '../copy';
import { dateFieldIsland } from '../html/dateFieldIsland';
import type { Html } from '../html/types';
import type { Market } from '../markets';
import { dateFieldDemos } from './dateFieldDemos';
import { marketLayout } from './marketLayout';

/** One posted form field. Untrusted: rendered escaped. */
export interface PostedValue {
  name: string;
  value: string;
}

function postedValues(market: Market, posted: readonly PostedValue[]): Html {
  const copy = copyFor(market.language).dateField;
  const list = posted.length
    ? html`<dl>${posted.map(({ name, value }) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>`
    : html`<p>${copy.postedEmpty}</p>`;
  return html`<section aria-labelledby="posted-heading">
<h2 id="posted-heading">${copy.postedHeading}</h2>
${list}
</section>`;
}

/**
 * `/{market}/date-field`: a server-rendered form holding date fields in their main settings.
 * After a POST the same page echoes the posted values above the form.
 */
export function dateFieldPage(market: Market, posted?: readonly PostedValue[]): Html {
  const copy = copyFor(market.language).dateField;
  const path = `/${market.country}/date-field`;
  const fields = dateFieldDemos(copy).map((demo) =>
    dateFieldIsland({ ...demo, formatHint: copy.formatHint, formatPattern: copy.formatPattern }),
  );
  return marketLayout(market, {
    path,
    title: copy.title,
    content: html`<h1>${copy.title}</h1>
<p>${copy.intro}</p>
${posted && postedValues(market, posted)}
<form method="post" action="${path}">
<fieldset>
<legend>${copy.legend}</legend>
${fields}
</fieldset>
<p><button type="submit">${copy.submit}</button></p>
</form>`,
  });
}
