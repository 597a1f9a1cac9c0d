import { defineIsland } from '@nordpark/ui/island';
import { BookingFlow } from './BookingFlow';
import { loadBookingCatalogue } from './messages/load';
import { bookingFlowPropsSchema } from './props';

/** The entry the islands runtime lazy-loads for `data-nordpark="booking-flow"`. */
export default defineIsland({
  name: 'booking-flow',
  propsSchema: bookingFlowPropsSchema,
  Component: ({ config, props }) => <BookingFlow config={config} props={props} />,
  // The flow's texts come before its first step (it renders nothing without them).
  prepare: (config) => loadBookingCatalogue(config.language),
});
