import type { AreaMessages } from '../i18n/defineMessages';

/** Texts of the filters area; ids start with "search.filters.". Override any through config `texts`. */
export type FiltersMessageId = 'search.filters.placeholder';

export const filtersMessages: AreaMessages<FiltersMessageId> = {
  sv: { 'search.filters.placeholder': '' },
  nb: { 'search.filters.placeholder': '' },
  fi: { 'search.filters.placeholder': '' },
  en: { 'search.filters.placeholder': '' },
};
