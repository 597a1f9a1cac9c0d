import type { AreaMessages } from '../i18n/defineMessages';

/** Texts of the list area; ids start with "search.list.". Override any through config `texts`. */
export type ListMessageId = 'search.list.placeholder';

export const listMessages: AreaMessages<ListMessageId> = {
  sv: { 'search.list.placeholder': '' },
  nb: { 'search.list.placeholder': '' },
  fi: { 'search.list.placeholder': '' },
  en: { 'search.list.placeholder': '' },
};
