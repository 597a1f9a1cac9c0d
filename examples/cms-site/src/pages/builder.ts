import type { Language, PageConfigInput } from '@nordpark/core';
import { DEFAULT_PAYMENT_ORIGIN } from '@nordpark/fixtures/backend';
import { html } from 'hono/html';
import { copyFor } from '../copy';
import { layout } from '../html/layout';
import type { Html } from '../html/types';
import { MARKETS, type Market } from '../markets';
import { ASSETS_PATH, BUILDER_ASSETS_PATH } from '../paths';

export const BUILDER_PATH = '/builder';

/** The builder's own files (packages/builder, scripts/bundle/builder.mjs), served as builder/ in the bundle's folder. */
const BUILDER_APP = {
  stylesheets: [
    `${ASSETS_PATH}/nordpark.css`,
    `${ASSETS_PATH}/islands/date-field.css`,
    `${BUILDER_ASSETS_PATH}/builder.css`,
  ],
  script: `${BUILDER_ASSETS_PATH}/builder.js`,
};

/** What a snippet starts with on this site: the market and the paths of the reference server. */
function startingConfig(
  market: Market,
  language: Language,
  paymentOrigins: readonly string[],
): PageConfigInput {
  return {
    country: market.country,
    language,
    bookingflowPage: `/${market.country}/booking/`,
    paymentOrigins: [...paymentOrigins],
  };
}

/**
 * `/builder` (in English, with Sweden's market in English) and `/{market}/builder`: the embed builder for
 * CMS editors, in the market's language, on the site's own frame. The builder itself is the
 * bundle's static page's script; the page gives it the bundle's folder and a starting config.
 */
export function builderPage(
  market: Market | undefined,
  paymentOrigins: readonly string[] = [DEFAULT_PAYMENT_ORIGIN],
): Html {
  const language = market?.language ?? 'en';
  const config = startingConfig(market ?? MARKETS.se, language, paymentOrigins);
  return layout({
    title: copyFor(language).nav.builder,
    language,
    config,
    path: market ? `/${market.country}${BUILDER_PATH}` : BUILDER_PATH,
    ...(market ? { market } : {}),
    bodyClass: 'builderpage',
    app: BUILDER_APP,
    content: html`<div id="nordpark-builder" data-language="${language}" data-asset-base="${ASSETS_PATH}/" data-config="${JSON.stringify(config)}"></div>`,
  });
}
