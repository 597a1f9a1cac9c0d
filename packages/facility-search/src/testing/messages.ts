import { createTranslator, type Language } from '@nordpark/core';
import { en } from '../messages/en';
import { fi } from '../messages/fi';
import type { FacilitySearchCatalogue } from '../messages/ids';
import { nb } from '../messages/nb';
import { sv } from '../messages/sv';

/**
 * Every text of the facility-search island in all four languages, for tests, stories and
 * docs/texts.md. The island itself loads only its page's language (loadFacilitySearchCatalogue).
 */
export const facilitySearchMessages: Record<Language, FacilitySearchCatalogue> = { sv, nb, fi, en };

export const englishT = createTranslator(facilitySearchMessages, 'en');
