import { cachedLoader, type Language, type TrackedPromise } from '@nordpark/core';
import type { BookingCatalogue } from './en';

// One chunk per language: a page downloads the texts of its own language only.
const LOADERS: Record<Language, () => Promise<BookingCatalogue>> = {
  sv: () => import('./sv').then((module) => module.sv),
  nb: () => import('./nb').then((module) => module.nb),
  fi: () => import('./fi').then((module) => module.fi),
  en: () => import('./en').then((module) => module.en),
};

const load = cachedLoader((language: Language) => (LOADERS[language] ?? LOADERS.en)());

/** The language's catalogue, loaded once per page (a failed load is tried again next time). */
export function loadBookingCatalogue(language: Language): TrackedPromise<BookingCatalogue> {
  return load(language);
}
