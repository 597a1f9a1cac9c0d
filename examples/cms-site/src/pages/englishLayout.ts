import { layout } from '../html/layout';
import type { Content, Html } from '../html/types';
import { MARKETS, pageConfigFor } from '../markets';

/**
 * Pages outside any market (the index, the test pages, 404) speak English to developers; their
 * islands run with the Swedish market's config in English.
 */
export function englishLayout(path: string, title: string, content: Content): Html {
  return layout({ title, language: 'en', config: pageConfigFor(MARKETS.se, 'en'), path, content });
}
