import { html } from 'hono/html';
import { copyFor } from '../copy';
import type { Html } from '../html/types';
import { marketOf } from '../markets';
import { englishLayout } from './englishLayout';
import { marketLayout } from './marketLayout';

/**
 * Unknown paths, the path echoed (escaped): in the market's language under a market's segment
 * (`/se/…`, `/no/…`, `/fi/…`), in English elsewhere (an unknown market, the test pages).
 */
export function notFoundPage(path: string): Html {
  const market = marketOf(path.split('/')[1] ?? '');
  if (market) {
    const copy = copyFor(market.language);
    return marketLayout(market, {
      path,
      title: copy.notFound.title,
      content: html`<h1>${copy.notFound.title}</h1>
<div class="site-panel">
<p>${copy.notFound.text} <code>${path}</code>.</p>
<p><a class="site-button" href="/${market.country}/search">${copy.notFound.home}</a></p>
</div>`,
    });
  }
  return englishLayout(
    path,
    'Page not found',
    html`<h1>Page not found</h1>
<p>There is no page at <code>${path}</code>. Markets are <code>se</code>, <code>no</code> and <code>fi</code>.</p>
<p><a href="/">All demo pages</a></p>`,
  );
}
