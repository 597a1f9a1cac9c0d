import { createCatalogueLoader } from '@nordpark/core';
import type { BookingCatalogue } from './ids';

/**
 * The booking flow's texts in a language: one chunk per language, loaded once per page (a
 * failed load is tried again next time), the same promise every time for React's `use()`.
 */
export const loadBookingCatalogue = createCatalogueLoader<BookingCatalogue>({
  sv: () => import('./sv'),
  nb: () => import('./nb'),
  fi: () => import('./fi'),
  en: () => import('./en'),
});
