import type { Language } from '../config/pageConfig';
import { pluralRules } from '../format/intlCache';
import { localeTag } from './localeTag';

export type MessageCatalogue = Readonly<Record<string, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (id: string, params?: MessageParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

// Own keys only: a message id like "constructor" must not find Object.prototype's.
function lookup(catalogue: MessageCatalogue | undefined, id: string): string | undefined {
  return catalogue !== undefined && Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
}

/**
 * A message function for one language. An id is looked up in the page's overrides (the CMS
 * editor's `texts`) first, then in the language's catalogue, then in English, and finally the
 * id itself is shown: a missing translation is visible, never a blank or a crash.
 *
 * `{name}` placeholders are filled from params; `{0}` works the same way, which is how the
 * date field's explanation takes the flex days (DATE-10). A placeholder without a param is
 * left as written so the gap is noticed.
 *
 * Plurals go through Intl.PluralRules: with a numeric `count`, the id with the language's
 * plural category appended (`…results.one`, `…results.other`, and `few`/`many` where a
 * language has them) is looked up first, then the id itself ("1 månad", "2 månader").
 */
export function createTranslator(
  catalogues: Partial<Record<Language, MessageCatalogue>>,
  language: Language,
  overrides?: MessageCatalogue,
): Translate {
  const find = (id: string) =>
    lookup(overrides, id) ?? lookup(catalogues[language], id) ?? lookup(catalogues.en, id);
  let plurals: Intl.PluralRules | undefined;
  return (id, params) => {
    const count = params?.count;
    let message: string | undefined;
    if (typeof count === 'number') {
      plurals ??= pluralRules(localeTag(language));
      message = find(`${id}.${plurals.select(count)}`);
    }
    message ??= find(id) ?? id;
    if (!params) return message;
    return message.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    );
  };
}
