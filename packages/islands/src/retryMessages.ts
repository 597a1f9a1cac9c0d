import type { Language } from '@nordpark/core';
import { pageLanguage } from './messages';

/** The message ids a page can override for a load that failed, retries included (the island's
 * code, texts or stylesheet did not arrive), and for its box's button that tries again. */
export type RetryTextId = 'islands.loadError' | 'islands.retry';

// Beside messages.ts's, but a module of their own: only the failure chunk shows them, so the
// runtime, which every island page downloads, does not carry them.
export const islandsRetryMessages: Record<Language, Record<RetryTextId, string>> = {
  sv: {
    'islands.loadError':
      'Den här delen av sidan kunde inte laddas. Kontrollera anslutningen och försök igen.',
    'islands.retry': 'Försök igen',
  },
  nb: {
    'islands.loadError': 'Denne delen av siden kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
    'islands.retry': 'Prøv igjen',
  },
  fi: {
    'islands.loadError': 'Tätä sivun osaa ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
    'islands.retry': 'Yritä uudelleen',
  },
  en: {
    'islands.loadError': 'This part of the page could not be loaded. Check your connection and try again.',
    'islands.retry': 'Try again',
  },
};

/** The text `id` for an island element: the page config's `texts` override if set, else in
 * the island's language as messages.ts's pageLanguage picks it. `config` may be unvalidated. */
export function islandRetryText(element: Element, config: unknown, id: RetryTextId): string {
  const texts = (config as { texts?: unknown } | null)?.texts;
  const override =
    typeof texts === 'object' && texts !== null ? (texts as Record<string, unknown>)[id] : undefined;
  return typeof override === 'string' ? override : islandsRetryMessages[pageLanguage(element, config)][id];
}
