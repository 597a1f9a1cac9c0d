import type { DateFieldCatalogue } from './ids';

/** The date field's Norwegian (bokmål) texts: a chunk of their own, loaded only on nb pages. */
export const nb: DateFieldCatalogue = {
  'dateField.label': 'Dato',
  'dateField.pattern.iso': 'ÅÅÅÅ-MM-DD',
  'dateField.pattern.dotted': 'DD.MM.ÅÅÅÅ',
  'dateField.keyboardHint': 'Skriv datoen som {format}, eller trykk pil ned for å velge i kalenderen.',
  'dateField.error.empty': 'Velg en dato.',
  'dateField.error.invalid': 'Skriv en gyldig dato som {format}.',
  'dateField.error.notAllowed': 'Velg en dato fra {first} til {last}.',
  'dateField.error.notAllowedFrom': 'Velg en dato fra og med {first}.',
  'dateField.error.unavailable': '{date} kan ikke velges. Velg en annen dato.',
  'dateField.calendar': 'Velg dato',
  'dateField.calendarHint':
    'Piltastene flytter mellom dager, Page Up og Page Down bytter måned, Enter velger og Escape lukker.',
  'dateField.previousMonth': 'Forrige måned',
  'dateField.nextMonth': 'Neste måned',
  'dateField.year': 'År',
  'dateField.marked': 'markert',
};
