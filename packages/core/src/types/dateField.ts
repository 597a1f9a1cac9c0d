/** DATE-12..15. */
export interface DateFieldValue {
  /** In the country's input format (DD.MM.YYYY for no/fi, YYYY-MM-DD otherwise), or null. */
  date: string | null;
  /** 0 Monday … 6 Sunday, or null. */
  dayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6 | null;
  error: null | true | string;
  required: boolean;
}

/** DATE-11. Dates are ISO `YYYY-MM-DD` strings. */
export interface DateFieldSettings {
  locale?: string;
  country?: string;
  flexDays?: number;
  endDate?: string;
  startSellingDate?: string;
  showAllDates?: boolean;
  selectedDays?: string[];
  disabledDays?: string[];
  toMonth?: string;
  fromMonth?: string;
  month?: string;
  extraClass?: string;
  text?: string;
  extraText?: string;
  placeholder?: string;
  disabled?: boolean;
  startDateExplanation?: string;
  language?: string;
  setValue?: (value: DateFieldValue) => void;
  onBlur?: (value: DateFieldValue) => void;
}
