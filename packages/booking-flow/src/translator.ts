import { createTranslator, type PageConfig, type Translate } from '@nordpark/core';
import { bookingMessages } from './messages';

/** The booking flow's texts in the page's language, with the page's `texts` overrides. */
export function bookingTranslator(config: Pick<PageConfig, 'language' | 'texts'>): Translate {
  return createTranslator(bookingMessages, config.language, config.texts);
}
