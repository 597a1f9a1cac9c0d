import type { DateFieldCatalogue } from './ids';

/** The date field's English texts: a chunk of their own, loaded only on en pages. */
export const en: DateFieldCatalogue = {
  'dateField.label': 'Date',
  'dateField.pattern.iso': 'YYYY-MM-DD',
  'dateField.pattern.dotted': 'DD.MM.YYYY',
  'dateField.keyboardHint':
    'Type the date as {format}, or press the down arrow to choose it in the calendar.',
  'dateField.error.empty': 'Choose a date.',
  'dateField.error.invalid': 'Enter a real date as {format}.',
  'dateField.error.notAllowed': 'Choose a date from {first} to {last}.',
  'dateField.error.notAllowedFrom': 'Choose a date on or after {first}.',
  'dateField.error.unavailable': '{date} cannot be chosen. Choose another date.',
  'dateField.calendar': 'Choose date',
  'dateField.calendarHint':
    'Arrow keys move between days, Page Up and Page Down change the month, Enter chooses and Escape closes.',
  'dateField.previousMonth': 'Previous month',
  'dateField.nextMonth': 'Next month',
  'dateField.year': 'Year',
  'dateField.marked': 'marked',
};
