import { cachedLoader, type TrackedPromise } from '../async/cachedLoader';
import { importWithRetries } from '../async/importWithRetries';
import type { Language } from '../config/pageConfig';

/** One dynamic import per language; each language's module exports its texts under its code. */
export type CatalogueModules<C> = { readonly [L in Language]: () => Promise<Readonly<Record<L, C>>> };

/**
 * An island's texts loader: one chunk per language, so a page downloads the texts of its own
 * language only. Each language loads once per page and the same promise comes back every
 * time, marked `status: 'fulfilled'` once it has arrived, so React's `use()` returns it at
 * once from then on. A download that fails is tried again (importWithRetries); one that still
 * fails is shown (cachedLoader), then forgotten: the island's Try again loads it anew. A language the island has no texts for
 * gets English.
 */
export function createCatalogueLoader<C>(
  modules: CatalogueModules<C>,
): (language: Language) => TrackedPromise<C> {
  return cachedLoader(async (language: Language) => {
    const known = Object.hasOwn(modules, language) ? language : 'en';
    const load = modules[known] as () => Promise<Readonly<Record<Language, C>>>;
    return (await importWithRetries(load, `the ${known} texts`))[known];
  });
}
