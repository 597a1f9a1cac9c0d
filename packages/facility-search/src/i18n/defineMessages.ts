import type { Language } from '@nordpark/core';

/** A catalogue of one area of the island: every language has every id (the type checks it). */
export type AreaMessages<Id extends string> = Record<Language, Record<Id, string>>;
