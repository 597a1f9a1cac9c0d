import { expect, test } from 'vitest';
import { startDateExplanation } from './startDateExplanation';

const text = 'Tidigaste startdatum är om {0} dagar.';

test('DATE-05 DATE-06 the explanation shows when enabled, with text, and flexDays above 1', () => {
  expect(startDateExplanation({ text, flexDays: 2 })).toBe('Tidigaste startdatum är om 2 dagar.');
  expect(startDateExplanation({ text, disabled: false, flexDays: 7 })).not.toBeNull();
});

test('DATE-07 the explanation is not shown when the field is disabled', () => {
  expect(startDateExplanation({ text, disabled: true, flexDays: 7 })).toBeNull();
});

test('DATE-08 the explanation is not shown without explanation text', () => {
  expect(startDateExplanation({ flexDays: 7 })).toBeNull();
  expect(startDateExplanation({ text: '', flexDays: 7 })).toBeNull();
  expect(startDateExplanation({ text: '   ', flexDays: 7 })).toBeNull();
});

test('DATE-09 the explanation is not shown when flexDays is not above 1', () => {
  expect(startDateExplanation({ text, flexDays: 1 })).toBeNull();
  expect(startDateExplanation({ text, flexDays: 0 })).toBeNull();
  expect(startDateExplanation({ text, flexDays: Number.NaN })).toBeNull();
});

test('DATE-10 every {0} in the explanation becomes the flexDays number', () => {
  expect(startDateExplanation({ text: '{0} dagar ({0})', flexDays: 14 })).toBe('14 dagar (14)');
  expect(startDateExplanation({ text: 'Utan platshållare', flexDays: 14 })).toBe('Utan platshållare');
});
