import { cachedLoader, type Language, type TrackedPromise } from '@nordpark/core';
import type { FacilitySearchCatalogue } from './messageIds';

// One chunk per language: a page downloads the texts of its own language only.
const LOADERS: Record<Language, () => Promise<FacilitySearchCatalogue>> = {
  sv: () => import('./catalogues/sv').then((module) => module.sv),
  nb: () => import('./catalogues/nb').then((module) => module.nb),
  fi: () => import('./catalogues/fi').then((module) => module.fi),
  en: () => import('./catalogues/en').then((module) => module.en),
};

const load = cachedLoader((language: Language) => (LOADERS[language] ?? LOADERS.en)());

/**
 * The language's texts, loaded once per page and the same promise every time (React's `use`
 * needs that), marked fulfilled once they are there so later renders do not suspend. A failed
 * load is forgotten, so the next mount tries again.
 */
export function loadCatalogue(language: Language): TrackedPromise<FacilitySearchCatalogue> {
  return load(language);
}
