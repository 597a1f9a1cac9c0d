import { LANGUAGES } from '@nordpark/core';
import { expect, test } from 'vitest';
import { messagePrefix } from '../flow';
import { CONFIRM_ACTIONS } from '../props';
import { myParkingMessages } from './all';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

test('sv, nb, fi and en have every message, none empty, all prefixed myParking.', () => {
  const ids = Object.keys(myParkingMessages.en).sort();
  for (const language of LANGUAGES) {
    expect(Object.keys(myParkingMessages[language]).sort(), language).toEqual(ids);
    for (const [id, text] of Object.entries(myParkingMessages[language])) {
      expect(id.startsWith('myParking.'), id).toBe(true);
      expect(text.trim(), `${language} ${id}`).not.toBe('');
    }
  }
});

test('every translation uses the same placeholders as the English text', () => {
  for (const [id, english] of Object.entries(myParkingMessages.en)) {
    for (const language of LANGUAGES) {
      const text = (myParkingMessages[language] as Record<string, string>)[id] ?? '';
      expect(placeholders(text), `${language} ${id}`).toEqual(placeholders(english));
    }
  }
});

test('every action has its trigger label, and every dialog action its heading, body and confirm', () => {
  const ids = new Set(Object.keys(myParkingMessages.en));
  for (const action of CONFIRM_ACTIONS) {
    const prefix = messagePrefix(action);
    expect(ids.has(`${prefix}.trigger`), action).toBe(true);
    if (action === 'download-invoice') continue;
    for (const part of ['heading', 'body', 'confirm'])
      expect(ids.has(`${prefix}.${part}`), `${action} ${part}`).toBe(true);
  }
});

test('no English on a sv, nb or fi page: no text is the English one', () => {
  for (const [id, english] of Object.entries(myParkingMessages.en)) {
    for (const language of ['sv', 'nb', 'fi'] as const) {
      expect((myParkingMessages[language] as Record<string, string>)[id], `${language} ${id}`).not.toBe(
        english,
      );
    }
  }
});
