import type { Language } from '../config/pageConfig';
import { localeTag } from '../i18n/localeTag';
import { dateTimeFormat } from './intlCache';

const namesByLanguage = new Map<Language, readonly string[]>();

/**
 * The weekday names in the language, Monday first ("måndag", … "söndag"), worked out once per
 * language: a product card lists its day prices by weekday on every render.
 */
export function weekdayNames(language: Language): readonly string[] {
  let names = namesByLanguage.get(language);
  if (!names) {
    const format = dateTimeFormat(localeTag(language), { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    names = Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
    namesByLanguage.set(language, names);
  }
  return names;
}
