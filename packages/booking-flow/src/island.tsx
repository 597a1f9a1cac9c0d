import { defineIsland } from '@nordpark/ui/island';
import { BookingFlow } from './BookingFlow';
import { bookingFlowPropsSchema } from './props';

/** The entry the islands runtime lazy-loads for `data-nordpark="booking-flow"`. */
export default defineIsland({
  name: 'booking-flow',
  propsSchema: bookingFlowPropsSchema,
  Component: ({ config, props }) => <BookingFlow config={config} props={props} />,
});
