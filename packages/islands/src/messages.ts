import type { Language } from '@nordpark/core';

/** The class of the short message (the loader's error view and its React twin). */
export const ERROR_CLASS = 'np-island-error';

/** The message id a page can override through the config's `texts`. */
export const ISLAND_ERROR_TEXT_ID = 'islands.error';

// What a visitor sees in place of a failed island. Kept here, not in core's catalogue,
// because the loader shows it before (or without) any island code having loaded.
export const islandsMessages: Record<Language, Record<typeof ISLAND_ERROR_TEXT_ID, string>> = {
  sv: { 'islands.error': 'Den här delen av sidan kunde inte visas. Försök att ladda om sidan.' },
  nb: { 'islands.error': 'Denne delen av siden kunne ikke vises. Prøv å laste inn siden på nytt.' },
  fi: { 'islands.error': 'Tätä sivun osaa ei voitu näyttää. Yritä ladata sivu uudelleen.' },
  en: { 'islands.error': 'This part of the page could not be shown. Please try reloading the page.' },
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
