import { afterEach, describe, expect, it } from 'vitest';
import { islandsDebugMessages } from './debugMessages';
import { ISLAND_ERROR_TEXT_ID, islandErrorText, languageOf, pageLanguage } from './messages';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.body.replaceChildren();
});

function islandIn(lang: string | null): HTMLElement {
  const wrapper = document.createElement('div');
  if (lang !== null) wrapper.setAttribute('lang', lang);
  const island = document.createElement('div');
  wrapper.append(island);
  document.body.append(wrapper);
  return island;
}

describe('languageOf', () => {
  it.each([
    ['sv-SE', 'sv'],
    ['fi', 'fi'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['nb', 'nb'],
    ['de', 'en'],
  ])('reads lang="%s" as %s', (lang, expected) => {
    expect(languageOf(islandIn(lang))).toBe(expected);
  });

  it('falls back to the <html lang>, then to the given language', () => {
    expect(languageOf(islandIn(null), 'fi')).toBe('fi');
    document.documentElement.setAttribute('lang', 'sv');
    expect(languageOf(islandIn(null), 'fi')).toBe('sv');
  });
});

describe('islandErrorText', () => {
  const en = 'This part of the page could not be shown. Please try reloading the page.';

  it('speaks the page language, then the config language, then its country, then English', () => {
    expect(islandErrorText(islandIn('nb'), { language: 'sv' })).toContain('Denne delen av siden');
    expect(islandErrorText(islandIn(null), { language: 'fi', country: 'se' })).toContain('Tätä sivun osaa');
    expect(islandErrorText(islandIn(null), { country: 'se' })).toContain('Den här delen av sidan');
    expect(islandErrorText(islandIn(null), { country: 'no' })).toContain('Denne delen av siden');
    expect(islandErrorText(islandIn(null), undefined)).toBe(en);
    expect(islandErrorText(islandIn(null), 'not an object')).toBe(en);
  });

  it("uses the page config's text override when set", () => {
    expect(islandErrorText(islandIn('sv'), { texts: { [ISLAND_ERROR_TEXT_ID]: 'Trasigt' } })).toBe('Trasigt');
  });
});

describe('islandsDebugMessages', () => {
  it('has every text of the debug box in each language', () => {
    const ids = Object.keys(islandsDebugMessages.en).sort();
    for (const texts of Object.values(islandsDebugMessages)) {
      expect(Object.keys(texts).sort()).toEqual(ids);
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the same language choice as the short message', () => {
    expect(pageLanguage(islandIn('nn'), { language: 'sv' })).toBe('nb');
    expect(pageLanguage(islandIn(null), { country: 'fi' })).toBe('fi');
    expect(pageLanguage(islandIn(null), null)).toBe('en');
  });
});
