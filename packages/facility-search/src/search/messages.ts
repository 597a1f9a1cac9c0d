import type { AreaMessages } from '../i18n/defineMessages';

/**
 * Texts of the search bar; ids start with "search.search.". Override any through config
 * `texts`. {count} is a number.
 */
export type SearchMessageId =
  | 'search.search.form'
  | 'search.search.label'
  | 'search.search.placeholder'
  | 'search.search.submit'
  | 'search.search.suggestions'
  | 'search.search.suggestionsOne'
  | 'search.search.noResults'
  | 'search.search.suggestFailed'
  | 'search.search.detailsFailed'
  | 'search.search.dateLabel';

export const searchMessages: AreaMessages<SearchMessageId> = {
  sv: {
    'search.search.form': 'Sök parkering',
    'search.search.label': 'Var vill du parkera?',
    'search.search.placeholder': 'Adress, plats eller ort',
    'search.search.submit': 'Sök',
    'search.search.suggestions': '{count} förslag. Använd pil upp och ner för att välja.',
    'search.search.suggestionsOne': '1 förslag. Använd pil ner för att välja.',
    'search.search.noResults': 'Inga platser hittades. Prova en annan stavning eller en närliggande ort.',
    'search.search.suggestFailed': 'Förslagen kunde inte hämtas just nu. Försök igen.',
    'search.search.detailsFailed': 'Platsen kunde inte hämtas. Försök igen eller välj en annan plats.',
    'search.search.dateLabel': 'Från datum',
  },
  nb: {
    'search.search.form': 'Søk etter parkering',
    'search.search.label': 'Hvor vil du parkere?',
    'search.search.placeholder': 'Adresse, sted eller by',
    'search.search.submit': 'Søk',
    'search.search.suggestions': '{count} forslag. Bruk pil opp og ned for å velge.',
    'search.search.suggestionsOne': '1 forslag. Bruk pil ned for å velge.',
    'search.search.noResults': 'Ingen steder funnet. Prøv en annen stavemåte eller et sted i nærheten.',
    'search.search.suggestFailed': 'Forslagene kunne ikke hentes akkurat nå. Prøv igjen.',
    'search.search.detailsFailed': 'Stedet kunne ikke hentes. Prøv igjen eller velg et annet sted.',
    'search.search.dateLabel': 'Fra dato',
  },
  fi: {
    'search.search.form': 'Hae pysäköintiä',
    'search.search.label': 'Mihin haluat pysäköidä?',
    'search.search.placeholder': 'Osoite, paikka tai kaupunki',
    'search.search.submit': 'Hae',
    'search.search.suggestions': '{count} ehdotusta. Valitse nuolinäppäimillä ylös ja alas.',
    'search.search.suggestionsOne': '1 ehdotus. Valitse nuolinäppäimellä alas.',
    'search.search.noResults':
      'Paikkoja ei löytynyt. Kokeile toista kirjoitusasua tai lähellä olevaa paikkaa.',
    'search.search.suggestFailed': 'Ehdotuksia ei saatu haettua juuri nyt. Yritä uudelleen.',
    'search.search.detailsFailed':
      'Paikan tietoja ei saatu haettua. Yritä uudelleen tai valitse toinen paikka.',
    'search.search.dateLabel': 'Alkaen',
  },
  en: {
    'search.search.form': 'Search for parking',
    'search.search.label': 'Where do you want to park?',
    'search.search.placeholder': 'Address, place or city',
    'search.search.submit': 'Search',
    'search.search.suggestions': '{count} suggestions. Use the up and down arrows to choose.',
    'search.search.suggestionsOne': '1 suggestion. Use the down arrow to choose it.',
    'search.search.noResults': 'No places found. Try another spelling or a place nearby.',
    'search.search.suggestFailed': 'Suggestions could not be loaded just now. Please try again.',
    'search.search.detailsFailed': 'The place could not be looked up. Try again or choose another place.',
    'search.search.dateLabel': 'From date',
  },
};
