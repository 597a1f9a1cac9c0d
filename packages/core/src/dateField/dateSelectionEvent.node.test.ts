import { expect, test } from 'vitest';
import { DATE_SELECTION_EVENT, dateSelectionEvent } from './dateSelectionEvent';

test('DATE-41 the date-selection change event carries the label and the formatted value', () => {
  expect(dateSelectionEvent('Startdatum', '14.04.2026')).toEqual({
    event: DATE_SELECTION_EVENT,
    label: 'Startdatum',
    value: '14.04.2026',
  });
  expect(DATE_SELECTION_EVENT).toBe('dateSelectionChange');
});
