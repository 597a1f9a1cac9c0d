import { createTranslator, type Facility } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { ReactNode } from 'react';
import { facilitySearchMessages } from '../i18n/messages';
import { TranslateProvider } from '../i18n/TranslateContext';

export const englishT = createTranslator(facilitySearchMessages, 'en');

/** Renders map parts with the English texts. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <TranslateProvider value={englishT}>{children}</TranslateProvider>;
}

/** A fixture facility with a few fields replaced. */
export function fixtureFacility(index: number, over: Partial<Facility> = {}): Facility {
  const base = facilities[index];
  if (!base) throw new Error(`no fixture facility ${index}`);
  return { ...base, ...over };
}
