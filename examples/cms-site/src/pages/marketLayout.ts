import { layout } from '../html/layout';
import type { Content, Html } from '../html/types';
import { type Market, pageConfigFor } from '../markets';

export interface MarketPageOptions {
  path: string;
  title: string;
  bodyClass?: string;
  content: Content;
  /** The card-payment origins the page config allows (pages that hold a booking flow). */
  paymentOrigins?: readonly string[];
}

/** A page of one market: its language, its page config, its navigation. */
export function marketLayout(
  market: Market,
  { path, title, bodyClass, content, paymentOrigins }: MarketPageOptions,
): Html {
  return layout({
    title,
    language: market.language,
    config: pageConfigFor(market, market.language, paymentOrigins),
    path,
    market,
    bodyClass,
    content,
  });
}
