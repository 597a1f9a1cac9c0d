/**
 * The interactions `npm run bench` times on each kind of demo page, measured with Event
 * Timing (the latency from the input to the next paint, as INP counts it).
 *
 * One table for every page kind, so each feature issue adds the interactions of its island
 * here when it builds the island. Selectors are what the islands render for the user
 * (roles, names, `np-` classes); an issue whose markup differs corrects its own rows.
 * An interaction whose `target` is not on the page is reported as "n/a (not on page)",
 * never estimated: while an island is a placeholder, its rows say so.
 */

/** One step a repetition takes, through real input (playwright-core, CDP input events). */
export type Step =
  /** Click the first match. */
  | { click: string }
  /** Focus the first match and press a key (`'a'`, `'Enter'`, `'ArrowDown'`, …). */
  | { press: string; on: string }
  /** Press a key on whatever has focus. */
  | { key: string }
  /** Set an input's value (programmatic: used to reset, never as the measured step). */
  | { fill: string; value: string }
  /** Wait until the first match is visible. */
  | { waitFor: string }
  /** Wait until nothing matching is visible (closed, removed). */
  | { gone: string }
  /** Wait a fixed time: for guards that are part of the product (the confirm dialog's 300 ms). */
  | { pauseMs: number };

export interface Interaction {
  /** How the table names it. */
  name: string;
  /**
   * What must be on the page, visible, before the interaction exists at all; without it the
   * interaction is "n/a (not on page)". When a step after this fails, that is an error.
   */
  target: string;
  /** Steps before each repetition that are not timed (open the calendar before a day pick). */
  prepare?: readonly Step[];
  /** The timed step: one user input, one Event Timing interaction. */
  act: Step;
  /** Steps after each repetition that bring the page back to where it started. */
  reset?: readonly Step[];
  /** Repetitions per page load when fewer than the run's (show more runs out of pages). */
  maxRepetitions?: number;
}

/** Only mounted islands count: a server-rendered fallback is not the island. */
const island = (name: string) => `[data-nordpark="${name}"][data-nordpark-state="mounted"]`;

const SEARCH = island('facility-search');
const DATE_FIELD = island('date-field');
const BOOKING = island('booking-flow');
const CONFIRM = island('confirm-dialog');

const SEARCH_INTERACTIONS: readonly Interaction[] = [
  {
    name: 'search: keystroke in the autocomplete',
    target: `${SEARCH} input[role="combobox"]`,
    act: { press: 's', on: `${SEARCH} input[role="combobox"]` },
    reset: [{ fill: `${SEARCH} input[role="combobox"]`, value: '' }, { key: 'Escape' }],
  },
  {
    name: 'search: filter toggle',
    target: `${SEARCH} .np-filters-button`,
    prepare: [
      { click: `${SEARCH} .np-filters-button` },
      { waitFor: '.np-filters input[type="checkbox"]:not(:disabled)' },
    ],
    act: { click: '.np-filters input[type="checkbox"]:not(:disabled)' },
    reset: [{ key: 'Escape' }],
  },
  {
    name: 'search: show more',
    target: `${SEARCH} .np-results__more`,
    act: { click: `${SEARCH} .np-results__more` },
    maxRepetitions: 3,
  },
  {
    name: 'search: tab switch (item details)',
    target: `${SEARCH} .np-facility__toggle`,
    // Each repetition opens the first item's details, switches tab, and closes them again.
    prepare: [{ click: `${SEARCH} .np-facility__toggle` }, { waitFor: `${SEARCH} [role="tab"]` }],
    act: { click: `${SEARCH} [role="tab"][aria-selected="false"]` },
    reset: [{ click: `${SEARCH} .np-facility__toggle` }, { gone: `${SEARCH} [role="tab"]` }],
  },
  {
    name: 'search: marker select',
    // Markers are buttons; the first in the DOM may lie in the drawn margin outside the view,
    // where a pointer cannot reach it, so it is selected from the keyboard (Enter).
    target: `${SEARCH} .np-map .np-marker`,
    act: { press: 'Enter', on: `${SEARCH} .np-map .np-marker` },
    reset: [{ key: 'Escape' }, { gone: `${SEARCH} .np-map-info` }],
  },
];

/** The first date field a user can use (the demo pages also show a disabled one). */
const DATE_INPUT = `${DATE_FIELD} .np-date-field__input:not(:disabled)`;
const DAY = `${DATE_FIELD} .np-date-field__popup:not([hidden]) .flatpickr-day:not(.flatpickr-disabled)`;

const DATE_FIELD_INTERACTIONS: readonly Interaction[] = [
  {
    name: 'date field: calendar open',
    target: DATE_INPUT,
    act: { click: DATE_INPUT },
    reset: [{ key: 'Escape' }],
  },
  {
    name: 'date field: day pick',
    target: DATE_INPUT,
    prepare: [{ click: DATE_INPUT }, { waitFor: DAY }],
    // Picking a day closes the calendar: the next repetition opens it again.
    act: { click: DAY },
  },
];

/** A product the demo facility sells today (the sold-out and not-yet ones are disabled). */
const BOOKING_PRODUCT = `${BOOKING} .np-product__radio:not(:disabled)`;

const BOOKING_INTERACTIONS: readonly Interaction[] = [
  {
    name: 'booking: product choice',
    target: BOOKING_PRODUCT,
    act: { click: BOOKING_PRODUCT },
  },
  {
    name: 'booking: step change',
    target: `${BOOKING} .np-booking__next`,
    prepare: [{ click: BOOKING_PRODUCT }],
    act: { click: `${BOOKING} .np-booking__next` },
    // The dates step loads its date field on first use: go back once it is there.
    reset: [
      { waitFor: `${BOOKING} .np-booking__back` },
      { click: `${BOOKING} .np-booking__back` },
      { waitFor: BOOKING_PRODUCT },
    ],
  },
];

/** The open alert dialog's confirm button (@nordpark/ui AlertDialog: cancel first, confirm last). */
const CONFIRM_BUTTON = 'dialog[open][role="alertdialog"] .np-alert-dialog__actions button:last-child';

const OPEN_DIALOG = 'dialog[open][role="alertdialog"]';
/**
 * The last row's delete-customer dialog: on success it removes its table row (onSuccess
 * "remove") instead of reloading the page, so repetitions stay on one page load; the last row
 * is never the signed-in customer's own. Each confirm deletes a customer from the demo
 * server's state, hence the cap.
 */
const DELETE_CUSTOMER = `tr:last-child > td > ${CONFIRM}[data-nordpark-props*='"action":"delete-customer"'] button`;

const MY_PARKING_INTERACTIONS: readonly Interaction[] = [
  {
    name: 'my parking: dialog open',
    target: `${CONFIRM} button`,
    act: { click: `${CONFIRM} button` },
    // The dialog's code loads on first use: close it only once it is there.
    reset: [{ waitFor: OPEN_DIALOG }, { key: 'Escape' }],
  },
  {
    name: 'my parking: dialog confirm',
    target: DELETE_CUSTOMER,
    // The confirm button ignores clicks for 300 ms after it appears (MYP-05): wait that out,
    // or the timed click would be the guard doing its job, not the action.
    prepare: [{ click: DELETE_CUSTOMER }, { waitFor: CONFIRM_BUTTON }, { pauseMs: 350 }],
    act: { click: CONFIRM_BUTTON },
    // The request, then the row's removal, come after the timed paint.
    reset: [{ gone: OPEN_DIALOG }],
    maxRepetitions: 2,
  },
];

export type PageKind =
  | 'floor'
  | 'index'
  | 'search'
  | 'search-simple'
  | 'customer-service'
  | 'booking'
  | 'date-field'
  | 'my-parking';

/** The table: every page kind and the interactions timed on it. */
export const INTERACTIONS: Record<PageKind, readonly Interaction[]> = {
  floor: [],
  index: DATE_FIELD_INTERACTIONS,
  search: SEARCH_INTERACTIONS,
  'search-simple': SEARCH_INTERACTIONS,
  'customer-service': SEARCH_INTERACTIONS,
  booking: BOOKING_INTERACTIONS,
  'date-field': DATE_FIELD_INTERACTIONS,
  'my-parking': MY_PARKING_INTERACTIONS,
};

/**
 * What the visitor came for, per page kind: the frame that first shows it is the page's time to
 * first result. The search's first facility name in the list; the booking flow's first product;
 * null: every island on the page mounted (the date field, the confirm dialogs, the
 * customer-service search, which waits for a name, and the floor page).
 */
export const FIRST_RESULT: Record<PageKind, string | null> = {
  floor: null,
  index: null,
  search: `${SEARCH} .np-facility__name`,
  'search-simple': `${SEARCH} .np-facility__name`,
  'customer-service': null,
  booking: `${BOOKING} .np-product`,
  'date-field': null,
  'my-parking': null,
};

/** The kind of a demo route (architecture §5), from its path; `/floor/` is the bench's own. */
export function pageKind(route: string): PageKind {
  const path = route.split('?')[0] ?? route;
  if (path === '/') return 'index';
  if (path === '/floor/') return 'floor';
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const kinds: Record<string, PageKind> = {
    search: 'search',
    'search-simple': 'search-simple',
    'customer-service': 'customer-service',
    booking: 'booking',
    'date-field': 'date-field',
    'my-parking': 'my-parking',
  };
  const kind = kinds[last];
  if (!kind) throw new Error(`bench: no page kind for ${route}; add it to bench/interactions.ts`);
  return kind;
}
