// @nordpark/booking-flow/prefetch: the booking flow's data entry. The drop-in loader fetches it
// beside the island's code and calls `prefetch`, which starts the facility summary (the first
// step's products) and, with the auth cookie, loggedincustomer; the store takes the answers
// (store/createBookingStore.ts, store/loadStepData.ts). No React here: it runs before React.
import { prepareToday } from '@nordpark/core';
import type { IslandDataRequest } from '@nordpark/ui/island';
import { prefetchFacilitySummary, prefetchLoggedInCustomer } from './prefetch/bookingPrefetch';

export function prefetch({ config, props }: IslandDataRequest): void {
  const fId = typeof props.fId === 'string' ? props.fId.trim() : '';
  // Without a facility the flow shows its message and asks nothing.
  if (fId) {
    prefetchFacilitySummary(config, fId);
    prefetchLoggedInCustomer(config);
  }
  // Then, the calls on their way, in a task of its own: the flow's store counts its dates from
  // the market's today (prepareToday: ICU's data on a first formatter, ~25 ms, ~100 ms at 4×
  // CPU), which the task that evaluated this module should not hold.
  setTimeout(() => prepareToday(config.country), 0);
}
