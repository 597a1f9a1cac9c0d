// Intl formatters, built once per locale and options and then reused: building one costs far
// more than formatting with it, and the islands format prices, distances, dates, lists and
// plurals on every render. Formatters hold no state between calls, so sharing one changes no
// output. Every formatter in the packages comes from here, never from `new Intl.…` itself.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const pluralRulesCache = new Map<string, Intl.PluralRules>();

function cached<F>(cache: Map<string, F>, tag: string, options: object, build: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(tag, options)`, the same instance for the same arguments. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

/** `new Intl.DateTimeFormat(tag, options)`, the same instance for the same arguments. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}

/** `new Intl.ListFormat(tag, options)`, the same instance for the same arguments. */
export function listFormat(tag: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached(listFormats, tag, options, () => new Intl.ListFormat(tag, options));
}

/** `new Intl.PluralRules(tag, options)`, the same instance for the same arguments. */
export function pluralRules(tag: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules {
  return cached(pluralRulesCache, tag, options, () => new Intl.PluralRules(tag, options));
}
