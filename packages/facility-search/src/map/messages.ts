import type { AreaMessages } from '../i18n/defineMessages';

/** Texts of the map area; ids start with "search.map.". Override any through config `texts`. */
export type MapMessageId = 'search.map.placeholder';

export const mapMessages: AreaMessages<MapMessageId> = {
  sv: { 'search.map.placeholder': '' },
  nb: { 'search.map.placeholder': '' },
  fi: { 'search.map.placeholder': '' },
  en: { 'search.map.placeholder': '' },
};
