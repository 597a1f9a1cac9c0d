import { html } from 'hono/html';
import { type DemoPage, demoPagesByMarket, TEST_PAGES } from '../catalogue';
import { copyFor } from '../copy';
import { dateFieldIsland } from '../html/dateFieldIsland';
import type { Html } from '../html/types';
import { englishLayout } from './englishLayout';

export interface HomeOptions {
  /** False when packages/islands/dist/browser is missing: the page then says how to build it. */
  bundleBuilt: boolean;
}

const copy = copyFor('en');

function pageList(pages: readonly DemoPage[]): Html {
  return html`<ul>${pages.map(
    (page) => html`<li><a href="${page.href}">${page.title}</a> – ${page.description}</li>`,
  )}</ul>`;
}

const BUILD_NOTICE = html`<div class="site-notice" id="bundle-notice">
<h2>The widget bundle is not built</h2>
<p>The pages render, but no island can mount: run <code>npm run build</code> and reload the page
(<code>npm start</code> builds first).</p>
</div>`;

/** `/`: what the demo is and a link to every page, each explained in a line. */
export function homePage({ bundleBuilt }: HomeOptions): Html {
  const markets = demoPagesByMarket().map(
    ({ market, pages }) => html`<h3 lang="${market.language}">${market.name}</h3>
${pageList(pages)}`,
  );
  return englishLayout(
    '/',
    'Nordpark widgets demo',
    html`<h1>Nordpark widgets demo</h1>
<p>Server-rendered pages, the way the operator’s CMS emits them, with the Nordpark islands
mounted into them by <code>nordpark.js</code>. Each market’s pages use its language and page
config; the same server answers the API calls from sample data.</p>
${!bundleBuilt && BUILD_NOTICE}
<h2>Place an island</h2>
<p>CMS editors: the <a href="/builder">embed builder</a> makes the code for any island, with a live preview
(also in <a href="/se/builder" lang="sv">svenska</a>, <a href="/no/builder" lang="nb">norsk</a> and
<a href="/fi/builder" lang="fi">suomi</a>).</p>
<h2>Try it</h2>
${dateFieldIsland({
  id: 'home-date-field',
  name: 'startDate',
  label: copy.dateField.labels.default,
  props: { name: 'startDate', text: copy.dateField.labels.default },
  formatHint: copy.dateField.formatHint,
  formatPattern: copy.dateField.formatPattern,
})}
<h2>Demo pages</h2>
${markets}
<h2>Test pages</h2>
<p>Fixed pages the browser tests drive.</p>
${pageList(TEST_PAGES)}
<h2>Reference API</h2>
<ul>
<li><a href="/booking/getnearbyfacilities?latitude=59.3293&amp;longitude=18.0686&amp;maxDistance=5">GET /booking/getnearbyfacilities</a> – facilities near a point, nearest first, with Address.Distance in metres.</li>
<li><a href="/places?input=sto&amp;country=se">GET /places</a> – place suggestions for the search bar’s autocomplete.</li>
</ul>`,
  );
}
