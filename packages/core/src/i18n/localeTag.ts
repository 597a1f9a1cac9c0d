import type { Language } from '../config/pageConfig';

/**
 * The BCP 47 tag Intl formats with. Each language is tied to its Nordic country so numbers
 * and currencies come out as customers there write them; English uses en-GB for day-month
 * order and 24-hour times, closer to Nordic habits than en-US.
 */
const LOCALE_TAGS: Readonly<Record<Language, string>> = {
  sv: 'sv-SE',
  nb: 'nb-NO',
  fi: 'fi-FI',
  en: 'en-GB',
};

/** The tag of `language`; English's for anything else (a language read from a page unchecked). */
export function localeTag(language: Language): string {
  return Object.hasOwn(LOCALE_TAGS, language) ? LOCALE_TAGS[language] : LOCALE_TAGS.en;
}
