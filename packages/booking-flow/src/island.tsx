import type { IslandDefinition } from '@nordpark/ui';
import { BookingFlow } from './BookingFlow';
import { type BookingFlowProps, bookingFlowPropsSchema } from './props';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="booking-flow"`. Typed with
 * IslandDefinition rather than built with defineIsland, so the page downloads no more of
 * @nordpark/ui than it uses.
 */
const island: IslandDefinition<BookingFlowProps> = {
  name: 'booking-flow',
  propsSchema: bookingFlowPropsSchema,
  Component: ({ config, props }) => <BookingFlow config={config} props={props} />,
};

export default island;
