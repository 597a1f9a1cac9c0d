import { createCatalogueLoader } from '@nordpark/core';
import type { FacilitySearchCatalogue } from './ids';

/**
 * The facility search's texts in a language: one chunk per language, loaded once per page and
 * the same promise every time (React's `use` needs that), marked fulfilled once they are there
 * so later renders do not suspend. A failed load is forgotten, so the next mount tries again.
 */
export const loadFacilitySearchCatalogue = createCatalogueLoader<FacilitySearchCatalogue>({
  sv: () => import('./sv'),
  nb: () => import('./nb'),
  fi: () => import('./fi'),
  en: () => import('./en'),
});
