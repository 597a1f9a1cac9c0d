import type { BookingFlowProps } from '@nordpark/booking-flow';
import type { DateFieldProps } from '@nordpark/date-field';
import type { FacilitySearchProps } from '@nordpark/facility-search';
import type { ConfirmDialogProps } from '@nordpark/my-parking';

/** One line per island prop, typed by each island's props: a new prop without docs fails the type check. */
export const ISLAND_PROP_DOCS: {
  'date-field': Record<keyof DateFieldProps, string>;
  'facility-search': Record<keyof FacilitySearchProps, string>;
  'booking-flow': Record<keyof BookingFlowProps, string>;
  'confirm-dialog': Record<keyof ConfirmDialogProps, string>;
} = {
  'date-field': {
    name: 'Name of the hidden input that carries the value (in the input format) in a plain form post.',
    label:
      'The label text (`text` is the spec’s name for the same). Without either, the input is named “Date” in the page language.',
    required:
      'A date is required: clearing the field is an error, and the browser will not post the form without one.',
    errorText:
      'Error text shown when the value is invalid; without it a default text naming the fix shows and `error` is `true`.',
    value: 'Initial date, `YYYY-MM-DD`.',
    locale:
      'Calendar language: `sv`, `nb`, `fi` or `en` (`no` maps to `nb`, `se` to `sv`); default the page `language`.',
    flexDays: 'Days from today before the first allowed date; default 3 for `no`, 7 otherwise.',
    endDate: 'Last allowed date, `YYYY-MM-DD`; default one year from today.',
    startSellingDate:
      'No date before this one, `YYYY-MM-DD` (without `showAllDates` it matters only when later than today plus `flexDays`).',
    showAllDates:
      'Only dates before today or before the start-selling date are disabled; `flexDays` and `endDate` do not apply.',
    selectedDays:
      'Days marked in the calendar (seen and announced as marked), `YYYY-MM-DD`; they do not change the value.',
    disabledDays: 'Days that cannot be chosen, `YYYY-MM-DD`.',
    toMonth: 'Last month the calendar can show (any day of it, `YYYY-MM-DD`).',
    fromMonth: 'First month the calendar can show (any day of it, `YYYY-MM-DD`).',
    month: 'Month the calendar opens on when no date is chosen (any day of it, `YYYY-MM-DD`).',
    extraClass:
      'Extra CSS class on the field. A field that is not required but has one goes to the error state when its input is cleared.',
    text: 'Label text (the spec’s name for it; `label` wins when both are set).',
    extraText: 'Extra text after the label.',
    placeholder: 'Placeholder of the input; default the format, e.g. `ÅÅÅÅ-MM-DD`.',
    disabled: 'The field cannot be changed, posts nothing and shows no explanation.',
    startDateExplanation:
      'Explanation of the earliest start date; `{0}` becomes the flex-days number. Shown when enabled and flex days is above 1.',
  },
  'facility-search': {
    variant: '`advanced` (date, filters, price box, expandable items; default) or `simple`.',
    pageType:
      '`customerservice` for the customer-service mode: wider controls, nothing loads until a `name` parameter is present.',
    stayPrice:
      'The price for your stay: an “until” day beside the date, each facility’s price for the stay, the price order and prices on the map’s pins. On in the advanced variant; `false` turns it off (the simple variant has none).',
    vehicleFit:
      'Fits my car: the “My vehicle” profile, a fit line per facility, “only places that fit” and dimmed pins. On in the advanced variant; `false` turns it off (the simple variant has none).',
  },
  'booking-flow': {
    fId: 'The facility Uid to book (the booking link’s `fId`); with `view: "confirmation"`, the facility booked (required there).',
    t: 'The booking link’s `t` parameter.',
    product:
      'The booking link’s `product` (issue 18): the flow starts on it, on the dates step, when the facility sells it today. Anything else is ignored. Without `product`, `date` and `until` the page’s own query is read when its `fId` is this one.',
    date: 'The booking link’s `date`, `YYYY-MM-DD`: the first day, when the product’s date field would take it. Anything else is ignored.',
    until:
      'The booking link’s `until`, `YYYY-MM-DD`: the last day of a flex booking, on or after `date`. Anything else is ignored.',
    view: '`flow` (default) or `confirmation`: after booking, the booking with its arrival kit, Add to calendar and Share (docs/booking-flow.md).',
    salesOrderId:
      'The confirmed order, for `view: "confirmation"` (required there): the booking this tab kept for `fId` is shown only when it is this order.',
  },
  'confirm-dialog': {
    action:
      'Which action the trigger confirms: `delete-vehicle`, `demote-admin`, `delete-customer`, `approve-order`, `decline-order`, `download-invoice`, `terminate-contract` or `facility-confirm`.',
    vehicle: '`{id, plateText, uid}` for `delete-vehicle` (required there).',
    uid: 'The admin’s uid for `demote-admin` (required there).',
    contactNumber: 'The customer’s contact number for `delete-customer` (required there).',
    name: 'The user’s or customer’s name, the `{name}` of the texts; the uid or contact number when left out.',
    orderId: 'The preliminary order for `approve-order` and `decline-order` (required there).',
    orderStatus:
      '`pending`, `approved` or `declined`: where the preliminary order stands. An answered order offers neither `approve-order` nor `decline-order` (the island renders nothing).',
    currentUser:
      '`true` when the person of the row is the signed-in user. `demote-admin`: the dialog warns that they lose their admin rights, and after it succeeds no `demote-admin` or `delete-customer` trigger on the page is offered. `delete-customer`: no trigger at all (the island renders nothing; the backend refuses to delete the account one is signed in as).',
    documentNumber: 'The invoice for `download-invoice` (required there).',
    salesOrderId: 'The sales order for `terminate-contract` (required there).',
    orderLineId: 'The order line for `terminate-contract` (required there).',
    contractEndDate:
      'The day the contract already ends, `YYYY-MM-DD` (terminated, or with a fixed end): no termination is offered (the island renders nothing). Without it, the server’s `ContractEndDate` on or before the termination date blocks the termination.',
    reasons:
      'The termination reasons to choose from, `[{"value", "label"}]`; `value` is sent as the reason. Default: moving, no vehicle, price, other.',
    checkboxLabel: 'The checkbox text of `facility-confirm`.',
    heading: 'The dialog heading, instead of the action’s text.',
    body: 'The dialog text that says what happens, instead of the action’s text.',
    confirmLabel: 'The confirm button’s text, instead of the action’s text.',
    errorText:
      'The configured error text shown when the action fails (where the server’s message is not shown), instead of the action’s text.',
    onSuccess:
      '`reload` (default), `remove` (the closest element matching `removeSelector`) or `redirect` (to `redirectUrl`, same origin only). `facility-confirm` defaults to `redirect`, to `redirectUrl` or the host link’s href.',
    removeSelector:
      'CSS selector of the element to remove after success, looked for from the trigger up, then on the page.',
    redirectUrl: 'Same-origin URL to go to after success; any other is refused (the page reloads instead).',
    label:
      'Accessible name of the trigger when its text is not enough (start it with the visible text); its text when the host’s trigger has none.',
  },
};
