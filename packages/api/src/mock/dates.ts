import { FIXTURE_TODAY } from '@nordpark/fixtures';

const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD…` text, or undefined. */
export function dayOf(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day) ? undefined : day;
}

/** Days parked from start to end, both days counted: a one-day booking is one day, not zero. */
export function bookedDays(startDate: string, endDate: string): number | undefined {
  const start = dayOf(startDate);
  const end = dayOf(endDate);
  if (start === undefined || end === undefined || end < start) return undefined;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** The last day of the month after FIXTURE_TODAY's: a typical one-month notice period's end. */
export function noticePeriodEnd(): string {
  const today = new Date(dayOf(FIXTURE_TODAY) ?? 0);
  const lastOfNextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0);
  return new Date(lastOfNextMonth).toISOString().slice(0, 10);
}
