import { describe, expect, test } from 'vitest';
import { createTranslator } from './createTranslator';

const catalogues = {
  en: { hello: 'Hello {name}', onlyEnglish: 'English only', earliest: 'Earliest start in {0} days' },
  sv: { hello: 'Hej {name}', earliest: 'Tidigast start om {0} dagar' },
};

describe('createTranslator', () => {
  test('DATE-10 the placeholder {0} is replaced by the flex days number', () => {
    const t = createTranslator(catalogues, 'sv');
    expect(t('earliest', { 0: 7 })).toBe('Tidigast start om 7 dagar');
  });

  test('DATE-10 named placeholders are filled; one without a param is left visible', () => {
    const t = createTranslator(catalogues, 'sv');
    expect(t('hello', { name: 'Anna' })).toBe('Hej Anna');
    expect(t('hello')).toBe('Hej {name}');
    expect(t('hello', {})).toBe('Hej {name}');
  });

  test('ERR-17 ERR-18 configured texts (the page config overrides) win over the catalogues', () => {
    const t = createTranslator(catalogues, 'sv', { hello: 'Välkommen {name}' });
    expect(t('hello', { name: 'Anna' })).toBe('Välkommen Anna');
  });

  // No spec rule names the fallback; it keeps ERR-17's configured texts and every other message visible.
  test('ERR-17 (fallback) a missing translation falls back to English, then to the id itself', () => {
    const t = createTranslator(catalogues, 'fi');
    expect(t('hello', { name: 'Aino' })).toBe('Hello Aino');
    expect(createTranslator(catalogues, 'sv')('onlyEnglish')).toBe('English only');
    expect(t('no.such.message')).toBe('no.such.message');
  });

  test('ERR-17 (fallback) a message id never finds Object.prototype members', () => {
    const t = createTranslator(catalogues, 'sv');
    expect(t('constructor')).toBe('constructor');
    const withBuiltinName = createTranslator({ en: { m: 'a {constructor}' } }, 'en');
    expect(withBuiltinName('m', {})).toBe('a {constructor}');
  });
});

describe('plurals through Intl.PluralRules', () => {
  const catalogues = {
    sv: { months: '{count} månader', 'months.one': '{count} månad' },
    en: { months: '{count} months', 'months.one': '{count} month' },
  };

  test('the language’s category picks the form: 1 månad, 2 månader, 0 månader', () => {
    const t = createTranslator(catalogues, 'sv');
    expect(t('months', { count: 1 })).toBe('1 månad');
    expect(t('months', { count: 2 })).toBe('2 månader');
    expect(t('months', { count: 0 })).toBe('0 månader');
  });

  test('without a form for the category, the plain id is the message', () => {
    const t = createTranslator({ fi: { days: '{count} päivää' } }, 'fi');
    expect(t('days', { count: 1 })).toBe('1 päivää');
  });

  test('an override of one form wins over the catalogue', () => {
    const t = createTranslator(catalogues, 'sv', { 'months.one': 'en månad' });
    expect(t('months', { count: 1 })).toBe('en månad');
  });
});
