import type { Language } from '@nordpark/core';
import { en } from '../messages/en';
import { fi } from '../messages/fi';
import type { DateFieldCatalogue } from '../messages/ids';
import { nb } from '../messages/nb';
import { sv } from '../messages/sv';

/**
 * Every language's texts at once, for tests and the texts reference (docs/texts.md). The
 * field itself loads the page language's catalogue alone (`loadDateFieldCatalogue`).
 */
export const dateFieldMessages: Record<Language, DateFieldCatalogue> = { sv, nb, fi, en };
