import type { Language } from '../config/pageConfig';

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
 */
export function createTranslator(
  catalogues: Partial<Record<Language, MessageCatalogue>>,
  language: Language,
  overrides?: MessageCatalogue,
): Translate {
  return (id, params) => {
    const message =
      lookup(overrides, id) ?? lookup(catalogues[language], id) ?? lookup(catalogues.en, id) ?? id;
    if (!params) return message;
    return message.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    );
  };
}
