/** Every piece of page text the demo site renders, in one language. */
export interface Copy {
  layout: {
    skipLink: string;
    marketsNav: string;
    pagesNav: string;
    footer: string;
  };
  nav: {
    search: string;
    searchSimple: string;
    booking: string;
    dateField: string;
    customerService: string;
    myParking: string;
    /** The embed builder, for CMS editors. */
    builder: string;
  };
  search: { title: string; intro: string; fallback: string };
  searchSimple: { title: string; intro: string };
  customerService: { title: string; intro: string };
  booking: {
    title: string;
    intro: string;
    /** Fallback while the flow loads; the facility id is shown beside it. */
    fallbackFacility: string;
    fallbackNoFacility: string;
    backToSearch: string;
  };
  /** The long content page with the booking flow at its end (a garage's page). */
  article: {
    title: string;
    lead: string;
    /** The article's sections, heading and text, above the booking block. */
    sections: readonly { heading: string; text: string }[];
    bookHeading: string;
    /** The booking block's fallback: a link to the booking page, which works without the island. */
    fallbackLink: string;
  };
  myParking: {
    title: string;
    /** Followed by the customer's name. */
    signedInAs: string;
    intro: string;
    vehiclesHeading: string;
    plate: string;
    description: string;
    actions: string;
    delete: string;
  };
  /** The demo payment page (the reference server's card-payment page, on its own origin). */
  payment: {
    title: string;
    /** Says that no card is charged: the page is a stand-in for a payment provider. */
    intro: string;
    order: string;
    facility: string;
    product: string;
    amount: string;
    pay: string;
    cancel: string;
    /** {order}: no payment is waiting for that order. */
    unknown: string;
  };
  /** The page the payment page returns to. */
  confirmation: {
    title: string;
    cancelledTitle: string;
    /** {order} */
    cancelledText: string;
    tryAgain: string;
    unknownTitle: string;
    /** {order} */
    unknownText: string;
  };
  /** A facility's own page (the search results link it). */
  facility: {
    book: string;
    queue: string;
    address: string;
    openingHours: string;
    driving: string;
    maxHeight: string;
    evSpaces: string;
    spaces: string;
    notes: string;
    notBookable: string;
    backToSearch: string;
  };
  /** The waiting-list page ("join the queue"). */
  queue: {
    title: string;
    /** {facility} */
    intro: string;
    noFacility: string;
    name: string;
    email: string;
    submit: string;
    /** {email}, {facility} */
    thanks: string;
    invalidEmail: string;
  };
  /** A campaign's page (the search's offers link it). */
  campaign: {
    /** {from}, {to} */
    valid: string;
    facilities: string;
  };
  notFound: {
    title: string;
    /** Followed by the path. */
    text: string;
    home: string;
  };
  dateField: {
    title: string;
    intro: string;
    legend: string;
    labels: {
      default: string;
      flex: string;
      startSelling: string;
      allDates: string;
      disabled: string;
      required: string;
      explanation: string;
    };
    /** Contains {0}, which the island replaces with the flex days (DATE-10). */
    explanationText: string;
    requiredError: string;
    formatHint: string;
    /** The input format as the field's placeholder shows it. */
    formatPattern: string;
    submit: string;
    postedHeading: string;
    postedEmpty: string;
  };
}
