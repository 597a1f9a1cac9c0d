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
