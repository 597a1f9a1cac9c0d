import type { CountryCode, CurrencyCode } from '../types/facility';

/** Each country pays in its own currency (DOM-26..28). */
const CURRENCY_BY_COUNTRY: Readonly<Record<CountryCode, CurrencyCode>> = {
  se: 'SEK',
  no: 'NOK',
  fi: 'EUR',
};

export function currencyForCountry(country: CountryCode): CurrencyCode {
  return CURRENCY_BY_COUNTRY[country];
}
