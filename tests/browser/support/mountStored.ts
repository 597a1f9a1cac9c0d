import type { CountryCode } from '@nordpark/core';
import { html, raw } from 'hono/html';
import type { Page } from 'playwright-core';
import { htmlText } from '../../../examples/cms-site/src/html/types';
import { MARKETS } from '../../../examples/cms-site/src/markets';
import { marketLayout } from '../../../examples/cms-site/src/pages/marketLayout';
import { waitForIslands } from './pageWatch';

export interface MountStoredOptions {
  /** The market whose page config, language and navigation the page has (default `se`). */
  market?: CountryCode;
  /**
   * Where the page is served on the demo's origin, query included (a booking flow without
   * `fId` in its props reads the page's); by default a path the demo itself does not answer.
   */
  path?: string;
  /** The card-payment origins the page config allows (pages that hold a booking flow). */
  paymentOrigins?: readonly string[];
}

/**
 * Shows what an editor stored as a CMS page does: the demo's page frame with the template
 * part (page config, stylesheets, the loader's module script) around `stored`, served on the
 * demo server's origin, so the bundle, the API and the other pages are the demo's own. Waits
 * until every island on it has settled (mounted or failed); an island the editor removed is
 * simply not there. The route lives on `page` and goes with the page's reset after the test.
 */
export async function mountStored(
  page: Page,
  siteOrigin: string,
  stored: string,
  { market = 'se', path = `/${market}/cms-stored/`, paymentOrigins }: MountStoredOptions = {},
): Promise<void> {
  const url = new URL(path, siteOrigin).href;
  const body = htmlText(
    marketLayout(MARKETS[market], {
      path,
      title: 'Stored content',
      ...(paymentOrigins ? { paymentOrigins } : {}),
      // The editor's output exactly as stored: the point is what it does unescaped.
      content: html`<h1>Stored content</h1>
${raw(stored)}`,
    }),
  );
  // A predicate, not the URL as a glob: a query's `?` would be a wildcard there.
  await page.route(
    (requested) => requested.href === url,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }),
  );
  await page.goto(url);
  await waitForIslands(page);
}
