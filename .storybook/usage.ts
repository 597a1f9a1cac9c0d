// The "Usage" text of each component's docs page (autodocs), by story title. The props
// table and the description above it come from the component's own types and doc comments.

const PART_OF = (island: string) =>
  `A part of the \`${island}\` island, shown on its own so each state can be reviewed. It is not exported: place the island (see its page and **islands/CMS markup**).`;

export const USAGE: Record<string, string> = {
  'date-field/DateField': `
On a CMS page: \`<div data-nordpark="date-field" data-nordpark-props='{"name":"start","label":"Startdatum"}'></div>\`.
In a React app: \`import { DateField } from '@nordpark/date-field'\`, rendered inside a \`<Suspense>\` (it loads its texts and calendar on demand).
The value posts with the form under \`name\`, in the page's date format.`,
  'facility-search/FacilitySearch': `
On a CMS page: \`<div data-nordpark="facility-search" data-nordpark-props='{"variant":"advanced"}'></div>\` (\`simple\`: search bar and list only).
In a React app: \`import { FacilitySearch } from '@nordpark/facility-search'\` inside a \`<Suspense>\`. The search state lives in the page URL.`,
  'booking-flow/BookingFlow': `
On the booking page: \`<div data-nordpark="booking-flow"></div>\`; it reads the facility (\`fId\`) and product type (\`t\`) from the URL.
In a React app: \`import { BookingFlow } from '@nordpark/booking-flow'\` inside a \`<Suspense>\`.`,
  'my-parking/ConfirmDialog': `
On a my-parking page, around the server-rendered link or button it enhances:
\`<div data-nordpark="confirm-dialog" data-nordpark-props='{"action":"delete-vehicle","uid":"…"}'><a href="…">Ta bort</a></div>\`.
In a React app: \`import { ConfirmDialog } from '@nordpark/my-parking'\`.`,
  'my-parking/ConfirmDialogView': PART_OF('confirm-dialog'),
  'facility-search/SearchBar': PART_OF('facility-search'),
  'facility-search/FilterOverlay': PART_OF('facility-search'),
  'facility-search/ResultsPanel': PART_OF('facility-search'),
  'facility-search/Map': PART_OF('facility-search'),
  'booking-flow/Steps': PART_OF('booking-flow'),
  'ui/AlertDialog': `\`import { AlertDialog } from '@nordpark/ui/dialog'\`: a modal question with a confirm and a cancel button; focus stays inside while open.`,
  'ui/Dialog': `\`import { Dialog } from '@nordpark/ui/dialog'\`: a modal dialog with a title and a close button; the page behind stops scrolling while it is open.`,
  'ui/Combobox': `\`import { Combobox } from '@nordpark/ui/combobox'\`: a text box with suggestions (WAI-ARIA combobox pattern), driven by the keyboard or the pointer.`,
  'ui/Spinner': `\`import { Spinner } from '@nordpark/ui/spinner'\`: the one loading indicator, with a text for screen readers.`,
};
