import { DATE_FORMAT_METADATA } from '@nordpark/core';
import * as v from 'valibot';

/** The views of the booking-flow island: the flow itself, or what follows a booking. */
export const BOOKING_VIEWS = ['flow', 'confirmation'] as const;

/**
 * A booking link's value: taken when it is a string (or, for the product, a
 * number) and otherwise left out, never a props error: the flow ignores what it cannot use.
 */
const linkValue = <T extends v.GenericSchema<unknown, string | number>>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

/**
 * The booking-flow island's own props. `fId` is the facility Uid from the booking link; the
 * link's `product`, `date` and `until` start the flow on the search's choice. `view:
 * "confirmation"` with `salesOrderId` shows a booking instead.
 */
export const bookingFlowPropsSchema = v.pipe(
  v.object({
    fId: v.optional(v.string()),
    t: v.optional(v.union([v.string(), v.number()])),
    product: linkValue(v.union([v.string(), v.number()])),
    // Marked as days for the editor kit; a value that is not one is ignored, never an error.
    date: linkValue(v.pipe(v.string(), v.metadata(DATE_FORMAT_METADATA))),
    until: linkValue(v.pipe(v.string(), v.metadata(DATE_FORMAT_METADATA))),
    view: v.optional(v.picklist(BOOKING_VIEWS, `must be one of ${BOOKING_VIEWS.join(', ')}`)),
    salesOrderId: v.optional(v.string()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.view !== 'confirmation') return;
    const props = dataset.value as Record<string, unknown>;
    for (const key of ['fId', 'salesOrderId']) {
      const value = props[key];
      if (typeof value !== 'string' || value.trim() === '') {
        addIssue({
          message: 'is required for the view "confirmation"',
          path: [{ type: 'object', origin: 'value', input: props, key, value }],
        });
      }
    }
  }),
);

export type BookingFlowProps = v.InferOutput<typeof bookingFlowPropsSchema>;
