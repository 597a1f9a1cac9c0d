import type { Language } from '@nordpark/core';

/** The class of the short message (the loader's error view and its React twin). */
export const ERROR_CLASS = 'np-island-error';

/** The message id a page can override through the config's `texts`. */
export const ISLAND_ERROR_TEXT_ID = 'islands.error';

/** The message ids a page can override for a load that failed (the island's code or styles
 * did not arrive, retries included) and for the button that tries again. */
export const ISLAND_LOAD_ERROR_TEXT_ID = 'islands.loadError';
export const ISLAND_RETRY_TEXT_ID = 'islands.retry';

type IslandTextId =
  | typeof ISLAND_ERROR_TEXT_ID
  | typeof ISLAND_LOAD_ERROR_TEXT_ID
  | typeof ISLAND_RETRY_TEXT_ID;

// What a visitor sees in place of a failed island. Kept here, not in core's catalogue,
// because the loader shows it before (or without) any island code having loaded.
export const islandsMessages: Record<Language, Record<IslandTextId, string>> = {
  sv: {
    'islands.error': 'Den här delen av sidan kunde inte visas. Försök att ladda om sidan.',
    'islands.loadError':
      'Den här delen av sidan kunde inte laddas. Kontrollera anslutningen och försök igen.',
    'islands.retry': 'Försök igen',
  },
  nb: {
    'islands.error': 'Denne delen av siden kunne ikke vises. Prøv å laste inn siden på nytt.',
    'islands.loadError': 'Denne delen av siden kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
    'islands.retry': 'Prøv igjen',
  },
  fi: {
    'islands.error': 'Tätä sivun osaa ei voitu näyttää. Yritä ladata sivu uudelleen.',
    'islands.loadError': 'Tätä sivun osaa ei voitu ladata. Tarkista yhteys ja yritä uudelleen.',
    'islands.retry': 'Yritä uudelleen',
  },
  en: {
    'islands.error': 'This part of the page could not be shown. Please try reloading the page.',
    'islands.loadError': 'This part of the page could not be loaded. Check your connection and try again.',
    'islands.retry': 'Try again',
  },
};

/**
 * The failure message for an island element: the page config's `texts` override if set,
 * else in the language of the nearest `lang` attribute, else in the config's language (or
 * its country's), else English. `config` may be unvalidated JSON: the loader shows errors
 * before, or without, the runtime that validates it.
 */
export function islandErrorText(element: Element, config?: unknown): string {
  const { texts } = (isObject(config) ? config : {}) as Record<string, unknown>;
  const override = isObject(texts) ? texts[ISLAND_ERROR_TEXT_ID] : undefined;
  if (typeof override === 'string') return override;
  return islandsMessages[pageLanguage(element, config)][ISLAND_ERROR_TEXT_ID];
}

/** Any of the loader's own texts for an island element, chosen as islandErrorText's. */
export function islandText(element: Element, config: unknown, id: IslandTextId): string {
  const { texts } = (isObject(config) ? config : {}) as Record<string, unknown>;
  const override = isObject(texts) ? texts[id] : undefined;
  if (typeof override === 'string') return override;
  return islandsMessages[pageLanguage(element, config)][id];
}

/** The language of an island's runtime texts: the nearest `lang` attribute's, else the config's
 * language (or its country's), else English. `config` may be unvalidated JSON. */
export function pageLanguage(element: Element, config?: unknown): Language {
  const { language, country } = (isObject(config) ? config : {}) as Record<string, unknown>;
  const fallback = asLanguage(language) ?? asLanguage(country === 'se' ? 'sv' : country) ?? 'en';
  return languageOf(element, fallback);
}

/** The nearest `lang` attribute's language when the widgets speak it, else `fallback`. */
export function languageOf(element: Element, fallback: Language = 'en'): Language {
  const tag = element.closest('[lang]')?.getAttribute('lang') ?? '';
  return asLanguage(tag.split('-')[0]?.toLowerCase()) ?? fallback;
}

function asLanguage(value: unknown): Language | undefined {
  if (value === 'sv' || value === 'fi' || value === 'en') return value;
  // Norwegian pages say `no`, `nb` or `nn`; the widgets speak Bokmål.
  if (value === 'nb' || value === 'no' || value === 'nn') return 'nb';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
