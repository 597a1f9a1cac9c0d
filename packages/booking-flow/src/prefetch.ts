// @nordpark/booking-flow/prefetch: the booking flow's data entry. The drop-in loader fetches it
// beside the island's code and calls `prefetch`, which starts the facility summary (the first
// step's products) and, with the auth cookie, loggedincustomer. The store makes the same calls
// (store/createBookingStore.ts, store/loadStepData.ts), and the API client answers them with
// these requests: one each, never two. No React here: it runs before React.
import { createBookingApi, readCookie } from '@nordpark/api/booking';
import type { IslandDataRequest } from '@nordpark/ui/island';

export function prefetch({ config, props }: IslandDataRequest): void {
  const fId = typeof props.fId === 'string' ? props.fId.trim() : '';
  // Without a facility the flow shows its message and asks nothing.
  if (fId) {
    const api = createBookingApi(config);
    void api.getFacilitySummary({ fId });
    // Without the auth cookie nobody is signed in, and the flow does not ask (CFG-09).
    if (readCookie(document.cookie, config.authCookie)) void api.getLoggedInCustomer();
  }
}
