import type { Language } from '../config/pageConfig';
import { dateTimeFormat } from '../format/intlCache';
import { localeTag } from '../i18n/localeTag';
import type { Stay } from './stay';

const instant = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/**
 * A stay's days, short, as the language writes a range: "12–15 dec.", "12.–15.12.",
 * "12 – 15 Dec"; one day alone ("12 Dec"); the year only when the stay crosses one. Formatted in
 * UTC, so the days never shift with the visitor's time zone.
 */
export function formatStayRange(stay: Stay, language: Language): string {
  const format = dateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return format.formatRange(instant(stay.from), instant(stay.until));
}
