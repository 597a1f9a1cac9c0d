// What the Intl warm-up worker (worker.ts) does: the first use of each Intl service an island's
// first view formats with. The first Intl call of a page loads ICU's locale lists and data:
// on the main thread, the longest task of a page's load (bench/tasks.ts). ICU's caches and
// V8's lists of available locales are shared by every thread of the page's process, so a
// worker that pays it while the islands' code downloads leaves the main thread's first
// formatters quick (docs/architecture.md, "The Intl warm-up"; the figures in
// docs/performance.md).
import {
  COUNTRY_TIME_ZONES,
  type CountryCode,
  currencyForCountry,
  dateTimeFormat,
  type Language,
  localeTag,
  numberFormat,
  pluralRules,
  todayIn,
} from '@nordpark/core';

const MARKETS = Object.keys(COUNTRY_TIME_ZONES) as CountryCode[];

/**
 * Calls each service the way the islands will, in the page's language (peeked by the loader,
 * unchecked: anything else warms English): today in each market's time zone (the date rules),
 * a price in each market's currency, a date, a plural. Never throws.
 */
export function warmIntl(language: unknown, now: Date = new Date()): void {
  // Only a string can name a language (an object without toString would throw as a key).
  const tag = localeTag((typeof language === 'string' ? language : 'en') as Language);
  const steps = [
    ...MARKETS.map((market) => () => todayIn(market, now)),
    // The formatter rather than core's formatPrice, whose module would grow the worker; from the
    // formatter cache, which the worker holds already for todayIn.
    ...MARKETS.map(
      (market) => () =>
        numberFormat(tag, { style: 'currency', currency: currencyForCountry(market) }).format(1),
    ),
    () =>
      dateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        weekday: 'long',
        timeZone: 'UTC',
      }).format(now),
    () => pluralRules(tag).select(1),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // A service this browser lacks: the page formats without a warm start, nothing more.
    }
  }
}
