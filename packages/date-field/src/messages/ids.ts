/** Every text the date field shows or announces. Override any of them with the config's `texts`. */
export type DateFieldMessageId =
  | 'dateField.label'
  | 'dateField.pattern.iso'
  | 'dateField.pattern.dotted'
  | 'dateField.keyboardHint'
  | 'dateField.error.empty'
  | 'dateField.error.invalid'
  | 'dateField.error.notAllowed'
  | 'dateField.error.notAllowedFrom'
  | 'dateField.error.unavailable'
  | 'dateField.calendar'
  | 'dateField.calendarHint'
  | 'dateField.previousMonth'
  | 'dateField.nextMonth'
  | 'dateField.year'
  | 'dateField.marked';

/** One language's texts. */
export type DateFieldCatalogue = Record<DateFieldMessageId, string>;
