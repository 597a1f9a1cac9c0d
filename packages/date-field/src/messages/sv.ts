import type { DateFieldCatalogue } from './ids';

/** The date field's Swedish texts: a chunk of their own, loaded only on sv pages. */
export const sv: DateFieldCatalogue = {
  'dateField.label': 'Datum',
  'dateField.pattern.iso': 'ÅÅÅÅ-MM-DD',
  'dateField.pattern.dotted': 'DD.MM.ÅÅÅÅ',
  'dateField.keyboardHint': 'Skriv datumet som {format} eller tryck på pil ned för att välja i kalendern.',
  'dateField.error.empty': 'Välj ett datum.',
  'dateField.error.invalid': 'Skriv ett datum som finns, som {format}.',
  'dateField.error.notAllowed': 'Välj ett datum från {first} till {last}.',
  'dateField.error.notAllowedFrom': 'Välj ett datum från och med {first}.',
  'dateField.error.unavailable': 'Det går inte att välja {date}. Välj ett annat datum.',
  'dateField.calendar': 'Välj datum',
  'dateField.calendarHint':
    'Piltangenterna flyttar mellan dagar, Page Up och Page Down byter månad, Enter väljer och Escape stänger.',
  'dateField.previousMonth': 'Föregående månad',
  'dateField.nextMonth': 'Nästa månad',
  'dateField.year': 'År',
  'dateField.marked': 'markerad',
};
