import type { DateFieldCatalogue } from './ids';

/** The date field's Finnish texts: a chunk of their own, loaded only on fi pages. */
export const fi: DateFieldCatalogue = {
  'dateField.label': 'Päivämäärä',
  'dateField.pattern.iso': 'VVVV-KK-PP',
  'dateField.pattern.dotted': 'PP.KK.VVVV',
  'dateField.keyboardHint':
    'Kirjoita päivämäärä muodossa {format} tai valitse se kalenterista painamalla alanuolta.',
  'dateField.error.empty': 'Valitse päivämäärä.',
  'dateField.error.invalid': 'Kirjoita oikea päivämäärä muodossa {format}.',
  'dateField.error.notAllowed': 'Valitse päivämäärä väliltä {first}–{last}.',
  'dateField.error.notAllowedFrom': 'Valitse päivämäärä {first} tai myöhemmin.',
  'dateField.error.unavailable': 'Päivää {date} ei voi valita. Valitse toinen päivä.',
  'dateField.calendar': 'Valitse päivämäärä',
  'dateField.calendarHint':
    'Nuolinäppäimet siirtävät päivästä toiseen, Page Up ja Page Down vaihtavat kuukautta, Enter valitsee ja Escape sulkee.',
  'dateField.previousMonth': 'Edellinen kuukausi',
  'dateField.nextMonth': 'Seuraava kuukausi',
  'dateField.year': 'Vuosi',
  'dateField.marked': 'merkitty',
};
