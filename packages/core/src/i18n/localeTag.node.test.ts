import { expect, test } from 'vitest';
import { LANGUAGES } from '../config/pageConfig';
import { localeTag } from './localeTag';
import { toLocale } from './toLocale';

test('DATE-45 DATE-46 each language formats as its Nordic country (sv-SE, nb-NO, fi-FI, en-GB)', () => {
  expect(LANGUAGES.map(localeTag)).toEqual(['sv-SE', 'nb-NO', 'fi-FI', 'en-GB']);
});

test('DATE-45 a CMS country code goes through toLocale to a tag Intl supports', () => {
  expect(localeTag(toLocale('no') as 'nb')).toBe('nb-NO');
  for (const language of LANGUAGES) {
    expect(Intl.NumberFormat.supportedLocalesOf([localeTag(language)])).toEqual([localeTag(language)]);
  }
});
