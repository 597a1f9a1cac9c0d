import { html } from 'hono/html';
import { copyFor } from '../copy';
import { island } from '../html/island';
import type { Html } from '../html/types';
import { MARKETS, type Market } from '../markets';
import { marketLayout } from './marketLayout';

/** The body class the facility search expects on its page (CFG-01). */
export const SEARCH_BODY_CLASS = 'facilitysearchpage';

interface SearchSetup {
  path: string;
  title: string;
  intro: string;
  props: Record<string, unknown>;
}

function searchLayout(market: Market, { path, title, intro, props }: SearchSetup): Html {
  const copy = copyFor(market.language);
  return marketLayout(market, {
    path,
    title,
    bodyClass: SEARCH_BODY_CLASS,
    content: html`<h1>${title}</h1>
<p>${intro}</p>
${island({ name: 'facility-search', props, fallback: html`<p>${copy.search.fallback}</p>` })}`,
  });
}

/** `/{market}/search` and `/{market}/search-simple`: the two variants of the search. */
export function searchPage(market: Market, variant: 'advanced' | 'simple'): Html {
  const copy = copyFor(market.language);
  const text = variant === 'advanced' ? copy.search : copy.searchSimple;
  return searchLayout(market, {
    path: `/${market.country}/${variant === 'advanced' ? 'search' : 'search-simple'}`,
    title: text.title,
    intro: text.intro,
    props: { variant },
  });
}

/** `/se/customer-service`: the advanced search in customer-service mode (page type). */
export function customerServicePage(): Html {
  const market = MARKETS.se;
  const copy = copyFor(market.language);
  return searchLayout(market, {
    path: '/se/customer-service',
    title: copy.customerService.title,
    intro: copy.customerService.intro,
    props: { variant: 'advanced', pageType: 'customerservice' },
  });
}
