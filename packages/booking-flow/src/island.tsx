import { defineIsland } from '@nordpark/ui/island';
import { BookingFlow } from './BookingFlow';
// Its name and props schema as its manifest states them.
import { island as name, schema as propsSchema } from './manifest';
import { loadBookingCatalogue } from './messages/load';

/** The entry the islands runtime lazy-loads for `data-nordpark="booking-flow"`. */
export default defineIsland({
  name,
  propsSchema,
  Component: ({ config, props }) => <BookingFlow config={config} props={props} />,
  // The flow's texts come before its first step (it renders nothing without them).
  prepare: (config) => loadBookingCatalogue(config.language),
});
