import type { Copy } from './types';

export const nb: Copy = {
  layout: {
    skipLink: 'Hopp til innholdet',
    marketsNav: 'Land',
    pagesNav: 'Sider',
    footer: 'Nordpark – demoside for parkeringswidgeter. Alle opplysninger er oppdiktet.',
  },
  nav: {
    search: 'Finn parkering',
    searchSimple: 'Enkelt søk',
    booking: 'Bestilling',
    dateField: 'Datofelt',
    customerService: 'Kundeservice',
    myParking: 'Min parkering',
  },
  search: {
    title: 'Finn parkering',
    intro: 'Søk etter parkering nær en adresse, sammenlign priser og bestill med en gang.',
    fallback: 'Parkeringssøket lastes. Det trenger JavaScript.',
  },
  searchSimple: {
    title: 'Finn parkering i nærheten',
    intro: 'Skriv inn en adresse eller et sted for å se parkering i nærheten.',
  },
  customerService: {
    title: 'Kundeservice: søk parkering',
    intro: 'Søk opp et anlegg for kunden. Ingen anlegg vises før et navn er oppgitt.',
  },
  booking: {
    title: 'Bestill parkering',
    intro: 'Velg produkt, startdato og kjøretøy og fullfør bestillingen.',
    fallbackFacility: 'Bestillingen lastes for anlegg',
    fallbackNoFacility: 'Ingen anlegg er valgt.',
    backToSearch: 'Tilbake til søket',
  },
  myParking: {
    title: 'Min parkering',
    signedInAs: 'Logget inn som',
    intro: 'Her administrerer du kjøretøyene dine.',
    vehiclesHeading: 'Mine kjøretøy',
    plate: 'Registreringsnummer',
    description: 'Beskrivelse',
    actions: 'Handlinger',
    delete: 'Slett',
  },
  dateField: {
    title: 'Datofelt',
    intro: 'Datofeltet i ulike innstillinger. Send skjemaet for å se verdiene som ble sendt.',
    legend: 'Velg dato',
    labels: {
      default: 'Startdato',
      flex: 'Startdato (14 dagers varsel)',
      startSelling: 'Startdato (salget starter om 30 dager)',
      allDates: 'Valgfri dato fra i dag',
      disabled: 'Startdato (kan ikke velges)',
      required: 'Startdato (påkrevd)',
      explanation: 'Startdato med forklaring',
    },
    explanationText: 'Tidligste startdato er om {0} dager.',
    requiredError: 'Velg en startdato.',
    formatHint: 'Format: DD.MM.ÅÅÅÅ',
    formatPattern: 'DD.MM.ÅÅÅÅ',
    submit: 'Send',
    postedHeading: 'Sendte verdier',
    postedEmpty: 'Skjemaet ble sendt uten verdier.',
  },
};
