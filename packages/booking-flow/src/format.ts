import { formatLongDate, formatMoney, formatPrice, type PageConfig } from '@nordpark/core';

/** A price in the page country's currency (spec: SEK, NOK, EUR by country). */
export const price = (amount: number, config: PageConfig) =>
  formatPrice(amount, config.country, config.language);

/** An amount in the currency the server gave it in (a payment option's own currency, BOOK-14). */
export const money = (amount: number, currency: string, config: PageConfig) =>
  formatMoney(amount, currency, config.language);

/** A YYYY-MM-DD day (or a date-time's day) written out in the page's language. */
export const longDate = (date: string, config: PageConfig) =>
  formatLongDate(date.slice(0, 10), config.language);
