import type { Language } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import type { CountryCode } from '../types/facility';
import { currencyForCountry } from './currencyForCountry';

/**
 * A price in the country's currency (DOM-26..28), written the way the visitor's language
 * writes it ("1 200 kr", "€12.50"). Whole amounts show no decimals, as the price lists do;
 * anything else shows two, so 12.5 never reads as "12,5 €".
 */
export function formatPrice(amount: number, country: CountryCode, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(localeTag(language), {
    style: 'currency',
    currency: currencyForCountry(country),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
