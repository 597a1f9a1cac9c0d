import type { AreaMessages } from '../i18n/defineMessages';

/** Texts of the island's frame: the live status line and the list/map toggle. {count} is a number. */
export type LayoutMessageId =
  | 'search.status.locating'
  | 'search.status.loading'
  | 'search.status.waiting'
  | 'search.status.results'
  | 'search.status.resultsOne'
  | 'search.status.none'
  | 'search.view.label'
  | 'search.view.list'
  | 'search.view.map';

export const layoutMessages: AreaMessages<LayoutMessageId> = {
  sv: {
    'search.status.locating': 'Letar upp var du är …',
    'search.status.loading': 'Söker parkeringar …',
    'search.status.waiting': 'Sök på en plats för att se parkeringar.',
    'search.status.results': '{count} parkeringar hittades.',
    'search.status.resultsOne': '1 parkering hittades.',
    'search.status.none': 'Inga parkeringar hittades.',
    'search.view.label': 'Visa som',
    'search.view.list': 'Lista',
    'search.view.map': 'Karta',
  },
  nb: {
    'search.status.locating': 'Finner posisjonen din …',
    'search.status.loading': 'Søker etter parkering …',
    'search.status.waiting': 'Søk på et sted for å se parkeringsanlegg.',
    'search.status.results': '{count} parkeringsanlegg funnet.',
    'search.status.resultsOne': '1 parkeringsanlegg funnet.',
    'search.status.none': 'Ingen parkeringsanlegg funnet.',
    'search.view.label': 'Vis som',
    'search.view.list': 'Liste',
    'search.view.map': 'Kart',
  },
  fi: {
    'search.status.locating': 'Haetaan sijaintiasi …',
    'search.status.loading': 'Haetaan pysäköintipaikkoja …',
    'search.status.waiting': 'Hae paikkaa nähdäksesi pysäköintipaikat.',
    'search.status.results': '{count} pysäköintipaikkaa löytyi.',
    'search.status.resultsOne': '1 pysäköintipaikka löytyi.',
    'search.status.none': 'Pysäköintipaikkoja ei löytynyt.',
    'search.view.label': 'Näytä',
    'search.view.list': 'Luettelo',
    'search.view.map': 'Kartta',
  },
  en: {
    'search.status.locating': 'Finding your location …',
    'search.status.loading': 'Searching for parking …',
    'search.status.waiting': 'Search for a place to see parking facilities.',
    'search.status.results': '{count} parking facilities found.',
    'search.status.resultsOne': '1 parking facility found.',
    'search.status.none': 'No parking facilities found.',
    'search.view.label': 'Show as',
    'search.view.list': 'List',
    'search.view.map': 'Map',
  },
};
