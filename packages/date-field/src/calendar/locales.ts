/// <reference path="./flatpickrLocales.d.ts" />
import { type Language, toLocale } from '@nordpark/core';
import { Finnish } from 'flatpickr/dist/esm/l10n/fi.js';
import { Norwegian } from 'flatpickr/dist/esm/l10n/no.js';
import { Swedish } from 'flatpickr/dist/esm/l10n/sv.js';
import type { CustomLocale } from 'flatpickr/dist/types/locale';

/** English is flatpickr's built-in default; only the other three are bundled. */
const CALENDAR_LOCALES: Record<Exclude<Language, 'en'>, CustomLocale> = {
  sv: Swedish,
  nb: Norwegian,
  fi: Finnish,
};

/**
 * The calendar's language: the `locale` setting when it names one we ship (`se` → sv and
 * `no` → nb, DATE-45, DATE-46), else the page language.
 */
export function calendarLanguage(locale: string | undefined, language: Language): Language {
  const code = locale ? toLocale(locale) : language;
  return code === 'sv' || code === 'nb' || code === 'fi' || code === 'en' ? code : language;
}

export interface CalendarLabels {
  month: string;
  year: string;
}

/** flatpickr's locale for a language: weeks start on Monday whatever the language (DATE-26),
 * and the labels flatpickr reads come from our texts. */
export function calendarLocale(language: Language, labels: CalendarLabels): Partial<CustomLocale> {
  const base = language === 'en' ? {} : CALENDAR_LOCALES[language];
  return { ...base, firstDayOfWeek: 1, monthAriaLabel: labels.month, yearAriaLabel: labels.year };
}
