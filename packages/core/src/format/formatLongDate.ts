import type { Language } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import { dateTimeFormat } from './intlCache';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (`YYYY-MM-DD`) written out for reading in the language: `31 december 2026`,
 * `31. joulukuuta 2026`. Formatted in UTC, so the day never shifts with the visitor's time
 * zone. Anything that is not such a day is returned as it is.
 */
export function formatLongDate(date: string, language: Language): string {
  const match = DAY.exec(date);
  if (!match) return date;
  const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(instant);
}
