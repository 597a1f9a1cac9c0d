import type { AreaMessages } from '../i18n/defineMessages';

/** Texts of the search area; ids start with "search.search.". Override any through config `texts`. */
export type SearchMessageId = 'search.search.placeholder';

export const searchMessages: AreaMessages<SearchMessageId> = {
  sv: { 'search.search.placeholder': '' },
  nb: { 'search.search.placeholder': '' },
  fi: { 'search.search.placeholder': '' },
  en: { 'search.search.placeholder': '' },
};
