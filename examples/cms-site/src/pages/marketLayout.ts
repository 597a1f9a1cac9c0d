import type { Interpolation, SafeHtml } from '../html/html';
import { layout } from '../html/layout';
import { type Market, pageConfigFor } from '../markets';

export interface MarketPageOptions {
  path: string;
  title: string;
  bodyClass?: string;
  content: Interpolation;
}

/** A page of one market: its language, its page config, its navigation. */
export function marketLayout(
  market: Market,
  { path, title, bodyClass, content }: MarketPageOptions,
): SafeHtml {
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
