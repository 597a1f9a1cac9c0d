import type { CountryCode, Language } from '@nordpark/core';

// The list formats a distance, a height and one or two prices per item, on every item a
// show-more adds. Core's formatters build a new Intl.NumberFormat on each call, and building
// one costs far more than formatting with it (about 1 ms each at 4× CPU slowdown: tens of
// milliseconds per screen of items). These give the same strings from formatters built once
// per language and options (issue 17); cachedFormat.test.ts holds them to core's.
//
// Only types come from core: a value imported from it would tie this module's chunk to the
// chunk holding core's formatters, and the grouped start-up chunks must not import each other
// both ways (an import cycle between chunks can leave one evaluated before the other).

/** core's localeTag and currencyForCountry, checked against them in the test. */
const LOCALE_TAGS: Readonly<Record<Language, string>> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  fi: 'fi-FI',
  en: 'en-GB',
};
const CURRENCIES: Readonly<Record<CountryCode, string>> = { se: 'SEK', no: 'NOK', fi: 'EUR' };

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = LOCALE_TAGS[language] ?? LOCALE_TAGS.en;
  const key = `${tag} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** core's formatDistance: "850 m", "1,2 km". */
export function formatDistance(metres: number, language: Language): string {
  if (!Number.isFinite(metres)) return '';
  const rounded = Math.round(Math.max(0, metres));
  if (rounded < 1000) return numberFormat(language, METRES).format(rounded);
  return numberFormat(language, KILOMETRES).format(rounded / 1000);
}
const METRES: Intl.NumberFormatOptions = { style: 'unit', unit: 'meter', unitDisplay: 'short' };
const KILOMETRES: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilometer',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
};

/** core's formatHeight: "2,1 m" from centimetres. */
export function formatHeight(centimetres: number, language: Language): string {
  return numberFormat(language, HEIGHT).format(centimetres / 100);
}
const HEIGHT: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'meter',
  unitDisplay: 'short',
  maximumFractionDigits: 2,
};

/** core's formatMoney: "1 200 kr", "€12.50"; a code Intl does not know is written after the number. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  if (!CURRENCY_CODE.test(currency)) {
    const number = numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return `${number.format(amount)} ${currency}`.trim();
  }
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** core's formatPrice: an amount in the country's currency. */
export function formatPrice(amount: number, country: CountryCode, language: Language): string {
  return formatMoney(amount, CURRENCIES[country], language);
}
