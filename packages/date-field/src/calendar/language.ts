import { type Language, toLocale } from '@nordpark/core';

/**
 * The calendar's language: the `locale` setting when it names one of ours (`se` → sv and
 * `no` → nb, DATE-45, DATE-46), else the page language.
 */
export function calendarLanguage(locale: string | undefined, language: Language): Language {
  const code = locale ? toLocale(locale) : language;
  return code === 'sv' || code === 'nb' || code === 'fi' || code === 'en' ? code : language;
}
