import type { Language } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import { numberFormat } from './intlCache';

/** The server gives heights in centimetres (DOM-21); customers read metres (DOM-22). */
export function heightInMetres(centimetres: number): number {
  return centimetres / 100;
}

/** "2,1 m" in Swedish, "2.1 m" in English: up to two decimals, none when they are zero. */
export function formatHeight(centimetres: number, language: Language): string {
  return numberFormat(localeTag(language), HEIGHT).format(heightInMetres(centimetres));
}
const HEIGHT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'meter',
  unitDisplay: 'short',
  maximumFractionDigits: 2,
};
