import type { Language } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import { numberFormat } from './intlCache';

/**
 * A distance for a list item: whole metres below a kilometre ("850 m"), kilometres with one
 * decimal from there ("1,2 km" in Swedish). The switch happens on the rounded value, so 999.6 m
 * reads "1 km", never "1 000 m". A negative distance is shown as 0 and a non-number as an
 * empty string, because a bad server value should not print "NaN km" on the page.
 */
export function formatDistance(metres: number, language: Language): string {
  if (!Number.isFinite(metres)) return '';
  const rounded = Math.round(Math.max(0, metres));
  const tag = localeTag(language);
  if (rounded < 1000) {
    return numberFormat(tag, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(rounded);
  }
  return numberFormat(tag, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(rounded / 1000);
}
