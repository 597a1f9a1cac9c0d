import { DATE_FORMAT_METADATA, isCalendarDate } from '@nordpark/core';
import * as v from 'valibot';

const isoDate = v.pipe(
  v.string(),
  v.check((value: string) => isCalendarDate(value), 'must be a real day written YYYY-MM-DD'),
  // Tells the editor kit to offer a date field for it.
  v.metadata(DATE_FORMAT_METADATA),
);

/**
 * The date-field island's own props: the settings of spec §3 (DATE-11) plus the form and
 * label keys. `country`, `language` and `texts` are page-config keys: set on an island they
 * override the page config for it. The `setValue` and `onBlur` callbacks are props of the
 * React component; an island dispatches DOM events instead (docs/date-field.md).
 */
export const dateFieldPropsSchema = v.object({
  name: v.optional(v.string()),
  label: v.optional(v.string()),
  required: v.optional(v.boolean()),
  errorText: v.optional(v.string()),
  value: v.optional(isoDate),
  locale: v.optional(v.string()),
  flexDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  endDate: v.optional(isoDate),
  startSellingDate: v.optional(isoDate),
  showAllDates: v.optional(v.boolean()),
  selectedDays: v.optional(v.array(isoDate)),
  disabledDays: v.optional(v.array(isoDate)),
  toMonth: v.optional(isoDate),
  fromMonth: v.optional(isoDate),
  month: v.optional(isoDate),
  extraClass: v.optional(v.string()),
  text: v.optional(v.string()),
  extraText: v.optional(v.string()),
  placeholder: v.optional(v.string()),
  disabled: v.optional(v.boolean()),
  startDateExplanation: v.optional(v.string()),
});

export type DateFieldProps = v.InferOutput<typeof dateFieldPropsSchema>;
