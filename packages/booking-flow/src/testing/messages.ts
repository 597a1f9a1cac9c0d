import { createTranslator, type Language, type PageConfig, type Translate } from '@nordpark/core';
import { en } from '../messages/en';
import { fi } from '../messages/fi';
import type { BookingCatalogue } from '../messages/ids';
import { nb } from '../messages/nb';
import { sv } from '../messages/sv';

/**
 * Every language's texts at once, for tests, stories and docs/texts.md. The flow itself loads
 * the page language's catalogue alone (`loadBookingCatalogue`).
 */
export const bookingMessages: Record<Language, BookingCatalogue> = { sv, nb, fi, en };

/** The booking flow's texts in the config's language, with its `texts` overrides, at once. */
export function bookingTranslator(config: Pick<PageConfig, 'language' | 'texts'>): Translate {
  return createTranslator(bookingMessages, config.language, config.texts);
}
