import type { Language } from '@nordpark/core';

export type DebugTextId = 'label' | 'failed' | 'warnings' | 'note';

/**
 * The debug box's own words (`?nordpark-debug`, or `"debug": true` in the page config), for the
 * editor who placed the island; the messages inside it are the console's, in English. Beside
 * the loader's messages (messages.ts) and in the language chosen the same way (pageLanguage),
 * but a module of their own: they load with the debug view, in debug mode only, not with the
 * runtime that every island page loads.
 */
export const islandsDebugMessages: Record<Language, Record<DebugTextId, string>> = {
  sv: {
    label: 'Nordpark felsökning',
    failed: 'Den här delen kunde inte visas',
    warnings: 'Varningar',
    note: 'Syns bara i felsökningsläge (?nordpark-debug eller "debug": true). Besökare ser inte detta.',
  },
  nb: {
    label: 'Nordpark feilsøking',
    failed: 'Denne delen kunne ikke vises',
    warnings: 'Advarsler',
    note: 'Vises bare i feilsøkingsmodus (?nordpark-debug eller "debug": true). Besøkende ser ikke dette.',
  },
  fi: {
    label: 'Nordpark vianetsintä',
    failed: 'Tätä osaa ei voitu näyttää',
    warnings: 'Varoitukset',
    note: 'Näkyy vain vianetsintätilassa (?nordpark-debug tai "debug": true). Kävijät eivät näe tätä.',
  },
  en: {
    label: 'Nordpark debug',
    failed: 'This part could not be shown',
    warnings: 'Warnings',
    note: 'Shown in debug mode only (?nordpark-debug or "debug": true). Visitors do not see this.',
  },
};
