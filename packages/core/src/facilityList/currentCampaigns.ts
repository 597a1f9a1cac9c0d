import { type CalendarDate, calendarDateOfInstant } from '../dates/calendarDate';
import type { Campaign } from '../types/facility';

/**
 * The campaigns running on `today` (the badge and the offers tab): DateFrom ≤ today ≤ DateTo,
 * both days included. A campaign whose dates cannot be read is left out rather than shown
 * forever.
 */
export function currentCampaigns(
  campaigns: readonly Campaign[] | undefined,
  today: CalendarDate,
): Campaign[] {
  return (campaigns ?? []).filter((campaign) => {
    const from = calendarDateOfInstant(String(campaign.DateFrom ?? ''));
    const to = calendarDateOfInstant(String(campaign.DateTo ?? ''));
    return from !== null && to !== null && from <= today && today <= to;
  });
}
