import type { Language } from '@nordpark/core';
import { cachedLoader, type TrackedPromise } from '@nordpark/core';
import type { DateFieldCatalogue } from './ids';

// One chunk per language: a page downloads the texts of its own language only.
const LOADERS: Record<Language, () => Promise<DateFieldCatalogue>> = {
  sv: () => import('./sv').then((module) => module.sv),
  nb: () => import('./nb').then((module) => module.nb),
  fi: () => import('./fi').then((module) => module.fi),
  en: () => import('./en').then((module) => module.en),
};

const load = cachedLoader((language: Language) => (LOADERS[language] ?? LOADERS.en)());

/**
 * The date field's texts in `language`, loaded once per page: the same promise every time,
 * marked `status: 'fulfilled'` with its `value` once it has arrived, so React's `use()`
 * returns them at once from then on. Await it before rendering a field to render it
 * without suspending (tests, or a page that knows its language early). A failed load is
 * forgotten, so the next render tries again.
 */
export function loadDateFieldCatalogue(language: Language): TrackedPromise<DateFieldCatalogue> {
  return load(language);
}
