// The four island components as an npm user renders them on a server and hydrates them in
// the browser: one list, so the server's HTML and the client's tree get the same props.

/** The page config both sides parse: mock mode answers from the fixtures, without waiting. */
export const PAGE_CONFIG = { country: 'se', mock: { delay: 0 } };

/** A facility of the fixtures that the booking flow can book (mock mode). */
export const BOOKING_FACILITY = 'd546b829-047c-43a6-b9a2-003500000001';

export const ISLAND_CASES = [
  {
    name: 'date-field',
    from: '@nordpark/date-field',
    component: 'DateField',
    props: { label: 'Startdatum', name: 'start' },
    // The texts it suspends for: renderToString, which does not wait, needs them loaded first.
    catalogues: [['@nordpark/date-field', 'loadDateFieldCatalogue']],
  },
  {
    name: 'facility-search',
    from: '@nordpark/facility-search',
    component: 'FacilitySearch',
    props: { variant: 'advanced' },
    catalogues: [
      ['@nordpark/facility-search', 'loadFacilitySearchCatalogue'],
      ['@nordpark/date-field', 'loadDateFieldCatalogue'],
    ],
  },
  {
    name: 'booking-flow',
    from: '@nordpark/booking-flow',
    component: 'BookingFlow',
    props: { fId: BOOKING_FACILITY },
    catalogues: [['@nordpark/booking-flow', 'loadBookingCatalogue']],
  },
  {
    // The booking flow's confirmation view: it shows the booking this tab kept, once it is there.
    name: 'booking-confirmation',
    from: '@nordpark/booking-flow',
    component: 'BookingFlow',
    props: { fId: BOOKING_FACILITY, view: 'confirmation', salesOrderId: 'SO-1' },
    catalogues: [['@nordpark/booking-flow', 'loadBookingCatalogue']],
  },
  {
    name: 'confirm-dialog',
    from: '@nordpark/my-parking',
    component: 'ConfirmDialog',
    props: { action: 'demote-admin', uid: 'u1' },
    catalogues: [],
  },
];
