import type { Language } from '@nordpark/core';

/** Every text the date field shows or announces. Override any of them with the config's `texts`. */
export type DateFieldMessageId =
  | 'dateField.label'
  | 'dateField.pattern.iso'
  | 'dateField.pattern.dotted'
  | 'dateField.keyboardHint'
  | 'dateField.error.empty'
  | 'dateField.error.invalid'
  | 'dateField.error.notAllowed'
  | 'dateField.error.notAllowedFrom'
  | 'dateField.error.unavailable'
  | 'dateField.calendar'
  | 'dateField.calendarHint'
  | 'dateField.previousMonth'
  | 'dateField.nextMonth'
  | 'dateField.year'
  | 'dateField.marked';

export const dateFieldMessages: Record<Language, Record<DateFieldMessageId, string>> = {
  sv: {
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
  },
  nb: {
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
  },
  fi: {
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
  },
  en: {
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
  },
};
