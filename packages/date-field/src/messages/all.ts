import type { Language } from '@nordpark/core';
import { en } from './en';
import { fi } from './fi';
import type { DateFieldCatalogue } from './ids';
import { nb } from './nb';
import { sv } from './sv';

/**
 * Every language's texts at once, for the texts reference (docs/texts.md) and for callers
 * that want them all. The field itself never imports this module: it loads the page
 * language's catalogue alone (`loadDateFieldCatalogue`).
 */
export const dateFieldMessages: Record<Language, DateFieldCatalogue> = { sv, nb, fi, en };
