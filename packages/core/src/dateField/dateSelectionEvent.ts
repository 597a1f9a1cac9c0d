/** The analytics event name a date selection pushes to the data layer (DATE-41). */
export const DATE_SELECTION_EVENT = 'dateSelectionChange';

export interface DateSelectionEvent {
  event: typeof DATE_SELECTION_EVENT;
  /** The field's label, as the visitor saw it. */
  label: string;
  /** The chosen date, formatted as the field shows it. */
  value: string;
}

/** The data-layer entry for a changed date selection (DATE-41). */
export function dateSelectionEvent(label: string, value: string): DateSelectionEvent {
  return { event: DATE_SELECTION_EVENT, label, value };
}
