import * as v from 'valibot';

/** The booking-flow island's own props. `fId` is the facility Uid from the booking link. */
export const bookingFlowPropsSchema = v.object({
  fId: v.optional(v.string()),
  t: v.optional(v.union([v.string(), v.number()])),
});

export type BookingFlowProps = v.InferOutput<typeof bookingFlowPropsSchema>;
