import type { Language } from '@nordpark/core';
import { en } from './catalogues/en';
import { fi } from './catalogues/fi';
import { nb } from './catalogues/nb';
import { sv } from './catalogues/sv';
import type { FacilitySearchCatalogue } from './messageIds';

/**
 * Every text of the facility-search island in all four languages, for docs/texts.md, tests
 * and stories. The island itself loads only its page's language (loadCatalogue).
 */
export const facilitySearchMessages: Record<Language, FacilitySearchCatalogue> = { sv, nb, fi, en };
