import type { Copy } from '../copy';

/** One date field on the demo form: its form name and the island props that configure it. */
export interface DateFieldDemo {
  name: string;
  label: string;
  props: Record<string, unknown>;
}

const DAY_MS = 86_400_000;

/** ISO date `days` after `from`, in UTC so the demo renders the same on any server. */
function isoDateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The field's main settings (spec §2 "Date-selection field", DATE-06..19), one per field so
 * each behaviour can be tried on its own. Dates are relative to `today` so the demo never
 * goes stale.
 */
export function dateFieldDemos(copy: Copy['dateField'], today: Date = new Date()): DateFieldDemo[] {
  const { labels } = copy;
  const field = (name: string, label: string, settings: Record<string, unknown> = {}): DateFieldDemo => ({
    name,
    label,
    props: { name, text: label, ...settings },
  });
  return [
    field('startDate', labels.default),
    field('flexStartDate', labels.flex, { flexDays: 14 }),
    field('startSellingDate', labels.startSelling, { startSellingDate: isoDateAfter(today, 30) }),
    field('anyDate', labels.allDates, { showAllDates: true }),
    field('disabledDate', labels.disabled, { disabled: true }),
    field('requiredDate', labels.required, { required: true, errorText: copy.requiredError }),
    field('explainedDate', labels.explanation, { flexDays: 5, startDateExplanation: copy.explanationText }),
  ];
}
