import type { Copy } from './types';

/** English: the index and the test pages, which speak to developers. */
export const en: Copy = {
  layout: {
    skipLink: 'Skip to content',
    marketsNav: 'Markets',
    pagesNav: 'Pages',
    footer: 'Nordpark – demo site for the parking widgets. All data is made up.',
  },
  nav: {
    search: 'Find parking',
    searchSimple: 'Simple search',
    booking: 'Booking',
    dateField: 'Date field',
    customerService: 'Customer service',
    myParking: 'My parking',
  },
  search: {
    title: 'Find parking',
    intro: 'Search for parking near an address, compare prices and book straight away.',
    fallback: 'The parking search is loading. It needs JavaScript.',
  },
  searchSimple: {
    title: 'Find parking near you',
    intro: 'Type an address or a place to see parking nearby.',
  },
  customerService: {
    title: 'Customer service: find parking',
    intro: 'Look up a facility for the customer. No facilities show until a name is given.',
  },
  booking: {
    title: 'Book parking',
    intro: 'Choose a product, a start date and a vehicle, then complete the booking.',
    fallbackFacility: 'The booking is loading for facility',
    fallbackNoFacility: 'No facility is chosen.',
    backToSearch: 'Back to the search',
  },
  myParking: {
    title: 'My parking',
    signedInAs: 'Signed in as',
    intro: 'Manage your vehicles here.',
    vehiclesHeading: 'My vehicles',
    plate: 'Licence plate',
    description: 'Description',
    actions: 'Actions',
    delete: 'Delete',
  },
  dateField: {
    title: 'Date field',
    intro: 'The date field in its main settings. Submit the form to see the posted values.',
    legend: 'Choose dates',
    labels: {
      default: 'Start date',
      flex: 'Start date (14 days notice)',
      startSelling: 'Start date (sales start in 30 days)',
      allDates: 'Any date from today',
      disabled: 'Start date (not selectable)',
      required: 'Start date (required)',
      explanation: 'Start date with explanation',
    },
    explanationText: 'The earliest start date is {0} days from today.',
    requiredError: 'Choose a start date.',
    formatHint: 'Format: YYYY-MM-DD',
    formatPattern: 'YYYY-MM-DD',
    submit: 'Submit',
    postedHeading: 'Posted values',
    postedEmpty: 'The form was submitted without values.',
  },
};
