import { formatLongDate, formatPrice, type PageConfig } from '@nordpark/core';

/** A price in the page country's currency (spec: SEK, NOK, EUR by country). */
export const price = (amount: number, config: PageConfig) =>
  formatPrice(amount, config.country, config.language);

/** A YYYY-MM-DD day (or a date-time's day) written out in the page's language. */
export const longDate = (date: string, config: PageConfig) =>
  formatLongDate(date.slice(0, 10), config.language);
