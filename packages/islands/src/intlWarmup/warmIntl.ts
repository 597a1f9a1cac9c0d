// What the Intl warm-up worker (worker.ts) does: the first use of each Intl service an island's
// first view formats with. The first Intl call of a page loads ICU's locale lists and data:
// one task of 150–190 ms on the main thread at 4× CPU slowdown, the longest of a page's load
// (bench/tasks.ts). ICU's caches and V8's lists of available locales are shared by every
// thread of the page's process, so a worker that pays it while the islands' code downloads
// leaves the main thread's first formatters at 1–10 ms (docs/architecture.md, "The Intl
// warm-up").
import {
  COUNTRY_TIME_ZONES,
  type CountryCode,
  currencyForCountry,
  type Language,
  localeTag,
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
    // The formatter itself rather than core's formatPrice: a worker's formatter cache is its own,
    // so the cache buys nothing here, and formatPrice's module grew the worker 652 → 834 B gzipped.
    ...MARKETS.map(
      (market) => () =>
        new Intl.NumberFormat(tag, { style: 'currency', currency: currencyForCountry(market) }).format(1),
    ),
    () =>
      new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        weekday: 'long',
        timeZone: 'UTC',
      }).format(now),
    () => new Intl.PluralRules(tag).select(1),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // A service this browser lacks: the page formats without a warm start, nothing more.
    }
  }
}
