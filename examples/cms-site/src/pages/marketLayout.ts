import { layout } from '../html/layout';
import type { Content, Html } from '../html/types';
import { type Market, pageConfigFor } from '../markets';

export interface MarketPageOptions {
  path: string;
  title: string;
  bodyClass?: string;
  content: Content;
}

/** A page of one market: its language, its page config, its navigation. */
export function marketLayout(market: Market, { path, title, bodyClass, content }: MarketPageOptions): Html {
  return layout({
    title,
    language: market.language,
    config: pageConfigFor(market),
    path,
    market,
    bodyClass,
    content,
  });
}
