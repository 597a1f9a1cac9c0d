// Intl formatters, built once per locale and options and then reused (issue 17): building one
// costs far more than formatting with it, and the islands format prices, distances and dates
// on every render. Formatters hold no state between calls, so sharing one changes no output.
// Internal to core's format functions; not exported from the package.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

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
