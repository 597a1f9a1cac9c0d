import { createCatalogueLoader } from '@nordpark/core';
import type { DateFieldCatalogue } from './ids';

/**
 * The date field's texts in a language: one chunk per language, loaded once per page and the
 * same promise every time, marked `status: 'fulfilled'` with its `value` once it has arrived,
 * so React's `use()` returns them at once from then on. Await it before rendering a field to
 * render it without suspending (tests, or a page that knows its language early). A failed load
 * is forgotten, so the next render tries again.
 */
export const loadDateFieldCatalogue = createCatalogueLoader<DateFieldCatalogue>({
  sv: () => import('./sv'),
  nb: () => import('./nb'),
  fi: () => import('./fi'),
  en: () => import('./en'),
});
