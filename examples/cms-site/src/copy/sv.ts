import type { Copy } from './types';

export const sv: Copy = {
  layout: {
    skipLink: 'Hoppa till innehållet',
    marketsNav: 'Länder',
    pagesNav: 'Sidor',
    footer: 'Nordpark – demosida för parkeringswidgetar. Alla uppgifter är påhittade.',
  },
  nav: {
    search: 'Hitta parkering',
    searchSimple: 'Enkel sökning',
    booking: 'Bokning',
    dateField: 'Datumfält',
    customerService: 'Kundtjänst',
    myParking: 'Min parkering',
  },
  search: {
    title: 'Hitta parkering',
    intro: 'Sök efter parkeringar nära en adress, jämför priser och boka direkt.',
    fallback: 'Parkeringssökningen laddas. Den behöver JavaScript.',
  },
  searchSimple: {
    title: 'Hitta parkering nära dig',
    intro: 'Skriv en adress eller plats för att se parkeringar i närheten.',
  },
  customerService: {
    title: 'Kundtjänst: sök parkering',
    intro: 'Sök fram en anläggning åt kunden. Inga anläggningar visas förrän ett namn har angetts.',
  },
  booking: {
    title: 'Boka parkering',
    intro: 'Välj produkt, startdatum och fordon och slutför bokningen.',
    fallbackFacility: 'Bokningen laddas för anläggning',
    fallbackNoFacility: 'Ingen anläggning är vald.',
    backToSearch: 'Tillbaka till sökningen',
  },
  myParking: {
    title: 'Min parkering',
    signedInAs: 'Inloggad som',
    intro: 'Här hanterar du dina fordon.',
    vehiclesHeading: 'Mina fordon',
    plate: 'Registreringsnummer',
    description: 'Beskrivning',
    actions: 'Åtgärder',
    delete: 'Ta bort',
  },
  dateField: {
    title: 'Datumfält',
    intro: 'Datumfältet i olika inställningar. Skicka formuläret för att se de inskickade värdena.',
    legend: 'Välj datum',
    labels: {
      default: 'Startdatum',
      flex: 'Startdatum (14 dagars framförhållning)',
      startSelling: 'Startdatum (försäljningen startar om 30 dagar)',
      allDates: 'Valfritt datum från i dag',
      disabled: 'Startdatum (ej valbart)',
      required: 'Startdatum (obligatoriskt)',
      explanation: 'Startdatum med förklaring',
    },
    explanationText: 'Tidigaste startdatum är om {0} dagar.',
    requiredError: 'Välj ett startdatum.',
    formatHint: 'Format: ÅÅÅÅ-MM-DD',
    formatPattern: 'ÅÅÅÅ-MM-DD',
    submit: 'Skicka',
    postedHeading: 'Inskickade värden',
    postedEmpty: 'Formuläret skickades utan värden.',
  },
};
