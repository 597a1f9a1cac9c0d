import type { Language, PageConfigInput } from '@nordpark/core';
import { html } from 'hono/html';
import { builderNavPage, marketPages } from '../catalogue';
import { copyFor } from '../copy';
import { MARKETS, type Market } from '../markets';
import { ASSETS_PATH, SITE_CSS_PATH } from '../paths';
import { jsonScript } from './json';
import { type Content, type Html, htmlText } from './types';

export interface LayoutOptions {
  title: string;
  language: Language;
  /** Page config for the islands (architecture §3). */
  config: PageConfigInput;
  /** The current path, to mark the current page in the navigation. */
  path: string;
  /** The market the page belongs to; pages outside a market (index, tests) leave it out. */
  market?: Market;
  bodyClass?: string;
  content: Content;
  /**
   * A page of the site's own instead of the islands' loader and page config (the embed
   * builder): its stylesheets and its module script.
   */
  app?: { stylesheets: readonly string[]; script: string };
}

function marketNav(language: Language, current: Market | undefined): Html {
  const items = Object.values(MARKETS).map(
    (market) =>
      html`<li><a href="/${market.country}/search" lang="${market.language}" hreflang="${market.language}"${
        market === current && html` aria-current="true"`
      }>${market.name}</a></li>`,
  );
  return html`<nav aria-label="${copyFor(language).layout.marketsNav}"><ul>${items}</ul></nav>`;
}

function pagesNav(market: Market, path: string): Html {
  const copy = copyFor(market.language);
  const items = [...marketPages(market), builderNavPage(market)].map(
    (page) =>
      html`<li><a href="${page.href}"${page.path === path && html` aria-current="page"`}>${copy.nav[page.key]}</a></li>`,
  );
  return html`<nav aria-label="${copy.layout.pagesNav}"><ul>${items}</ul></nav>`;
}

/**
 * The stylesheet of each island kind the page holds, linked in the head as a CMS theme would:
 * server-rendered fallbacks can then use the islands' own classes (a date field's fallback
 * input looks like the field), so nothing moves when an island replaces its fallback. The
 * loader finds these links and does not add them again.
 */
function islandStylesheets(body: Html): Html[] {
  // An island that waits for its trigger (data-nordpark-load) must not cost the page its
  // stylesheet before it wakes: the loader links that one when it does.
  const kinds = new Set(
    Array.from(htmlText(body).matchAll(/data-nordpark="([a-z-]+)"(?: data-nordpark-load="([^"]*)")?/g))
      .filter((match) => !match[2] || match[2] === 'eager')
      .map((match) => match[1]),
  );
  return [...kinds].map((kind) => html`<link rel="stylesheet" href="${ASSETS_PATH}/islands/${kind}.css">`);
}

/**
 * The shared page frame a CMS theme would emit around every page. The empty `data:` icon
 * stops browsers asking for /favicon.ico, a 404 the browser tests would count as a failure.
 */
export function layout({
  title,
  language,
  config,
  path,
  market,
  bodyClass,
  content,
  app,
}: LayoutOptions): Html {
  const copy = copyFor(language);
  const body = html`${content}`;
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Nordpark</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${SITE_CSS_PATH}">
<link rel="stylesheet" href="${ASSETS_PATH}/nordpark.css">
${app ? app.stylesheets.map((href) => html`<link rel="stylesheet" href="${href}">`) : islandStylesheets(body)}
${!app && jsonScript(config, 'nordpark-config')}
</head>
<body${bodyClass && html` class="${bodyClass}"`}>
<a class="site-skip" href="#main">${copy.layout.skipLink}</a>
<header class="site-header">
<a class="site-brand" href="/">Nordpark</a>
${marketNav(language, market)}
${market && pagesNav(market, path)}
</header>
<main id="main" tabindex="-1">
${body}
</main>
<footer class="site-footer"><p>${copy.layout.footer}</p></footer>
<script type="module" src="${app ? app.script : `${ASSETS_PATH}/nordpark.js`}"></script>
</body>
</html>
`;
}
