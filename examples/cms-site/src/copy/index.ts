import type { Language } from '@nordpark/core';
import { en } from './en';
import { fi } from './fi';
import { nb } from './nb';
import { sv } from './sv';
import type { Copy } from './types';

export type { Copy } from './types';

const COPY: Record<Language, Copy> = { sv, nb, fi, en };

/** The page text for a language; pages pick it from the market so `lang` matches the words. */
export function copyFor(language: Language): Copy {
  return COPY[language];
}
