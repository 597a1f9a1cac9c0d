import type { Translate } from '@nordpark/core';
import { createContext, useContext } from 'react';

const TranslateContext = createContext<Translate>((id) => id);

export const TranslateProvider = TranslateContext.Provider;

/** The island's translator: the page language's texts with the config's `texts` overrides. */
export function useTranslate(): Translate {
  return useContext(TranslateContext);
}
