/**
 * Days from today to the earliest start date a date field allows: 3 for Norway (DATE-42), 7 for
 * every other country (DATE-43). A supplied value replaces the default (DATE-44), 0 included;
 * a negative or non-numeric one is ignored, because "start yesterday" is never meant.
 */
export function defaultFlexDays(country: string, supplied?: number | null): number {
  if (typeof supplied === 'number' && Number.isFinite(supplied) && supplied >= 0) return supplied;
  return country === 'no' ? 3 : 7;
}
