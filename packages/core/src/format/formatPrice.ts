import type { Language } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import type { CountryCode } from '../types/facility';
import { currencyForCountry } from './currencyForCountry';
import { numberFormat } from './intlCache';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * An amount in the given currency (an ISO 4217 code such as SEK, NOK, EUR), written the way
 * the visitor's language writes it ("1 200 kr", "€12.50"). Whole amounts show no decimals, as
 * the price lists do; anything else shows two, so 12.5 never reads as "12,5 €". A code that is
 * not three capital letters is not a currency Intl knows: the number is shown with the code
 * as it came, rather than in some other currency or not at all.
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const whole = Number.isInteger(amount);
  const digits = whole ? 0 : 2;
  const tag = localeTag(language);
  if (!CURRENCY_CODE.test(currency)) {
    const number = numberFormat(tag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return `${number.format(amount)} ${currency}`.trim();
  }
  return numberFormat(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A price in the country's currency (DOM-26..28), as formatMoney writes it. */
export function formatPrice(amount: number, country: CountryCode, language: Language): string {
  return formatMoney(amount, currencyForCountry(country), language);
}
