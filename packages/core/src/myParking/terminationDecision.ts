import type { CalendarDate } from '../dates/calendarDate';

/** What the terminate dialog can offer for one order line (spec §4 "Termination"). */
export type TerminationDecision =
  | { allowed: true; terminationDate: CalendarDate }
  /** MYP-16, ERR-21: the server returned no termination date. */
  | { allowed: false; reason: 'no-date' }
  /** MYP-17, ERR-22: the contract already ends on or before the termination date. */
  | { allowed: false; reason: 'already-ends'; contractEndDate: CalendarDate };

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** The calendar day a server date names (`2026-12-31` or `2026-12-31T00:00:00`), else null. */
export function dayOfServerDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${year}-${month}-${day}` : null;
}

/**
 * Whether a contract can be terminated: only with a termination date from the server
 * (MYP-16), and not when the contract already ends on or before it (MYP-17). Days are
 * compared as days: the time of day a server may add is ignored. An end date that is not a
 * date counts as none.
 */
export function terminationDecision(
  terminationDate: unknown,
  contractEndDate?: unknown,
): TerminationDecision {
  const date = dayOfServerDate(terminationDate);
  if (date === null) return { allowed: false, reason: 'no-date' };
  const end = dayOfServerDate(contractEndDate);
  if (end !== null && end <= date) return { allowed: false, reason: 'already-ends', contractEndDate: end };
  return { allowed: true, terminationDate: date };
}

/** MYP-18: a termination can be confirmed only with a reason chosen. */
export function hasTerminationReason(reason: unknown): boolean {
  return typeof reason === 'string' && reason.trim() !== '';
}
