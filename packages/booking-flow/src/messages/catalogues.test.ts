import { LANGUAGES } from '@nordpark/core';
import { expect, test } from 'vitest';
import { bookingMessages } from '../testing/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const LANGUAGE_FREE = new Set(['booking.summary.times']);

test('sv, nb, fi and en have every message, none empty', () => {
  const ids = Object.keys(bookingMessages.en).sort();
  for (const language of LANGUAGES) {
    expect(Object.keys(bookingMessages[language]).sort(), language).toEqual(ids);
    for (const [id, text] of Object.entries(bookingMessages[language]))
      expect(text.trim(), `${language} ${id}`).not.toBe('');
  }
});

test('every translation uses the placeholders of the English text', () => {
  for (const [id, english] of Object.entries(bookingMessages.en))
    for (const language of LANGUAGES)
      expect(
        placeholders((bookingMessages[language] as Record<string, string>)[id] ?? ''),
        `${language} ${id}`,
      ).toEqual(placeholders(english));
});

test('no English on a sv, nb or fi page: no text is the English one', () => {
  for (const [id, english] of Object.entries(bookingMessages.en)) {
    if (LANGUAGE_FREE.has(id)) continue;
    for (const language of ['sv', 'nb', 'fi'] as const)
      expect((bookingMessages[language] as Record<string, string>)[id], `${language} ${id}`).not.toBe(
        english,
      );
  }
});

test('every counted text has the plural forms Intl.PluralRules picks in each language', () => {
  const counted = [
    'booking.availability.few',
    'booking.devices.available',
    'booking.flexPrice',
    'booking.product.promotion',
    'booking.summary.days',
    'booking.summary.spaces',
    'booking.arrival.evSpaces',
  ];
  const tags = { sv: 'sv-SE', nb: 'nb-NO', fi: 'fi-FI', en: 'en-GB' } as const;
  for (const language of LANGUAGES) {
    const forms = new Intl.PluralRules(tags[language]).resolvedOptions().pluralCategories;
    for (const id of counted)
      for (const form of forms)
        expect(Object.hasOwn(bookingMessages[language], `${id}.${form}`), `${language} ${id}.${form}`).toBe(
          true,
        );
  }
});
