import { LANGUAGES, type Language } from '@nordpark/core';
import { filtersMessages } from '../filters/messages';
import { layoutMessages } from '../layout/messages';
import { listMessages } from '../list/messages';
import { mapMessages } from '../map/messages';
import { searchMessages } from '../search/messages';

const AREAS = [searchMessages, listMessages, filtersMessages, mapMessages, layoutMessages];

/** Every text of the facility-search island, by language (docs/texts.md lists them). */
export const facilitySearchMessages = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.assign({}, ...AREAS.map((area) => area[language]))]),
) as Record<Language, Record<string, string>>;
