import {
  type ApiResult,
  createBookingApi,
  prefetch,
  readCookie,
  takePrefetched,
  takePrefetchedOr,
} from '@nordpark/api/booking';
import type { Customer, Facility, PageConfig } from '@nordpark/core';

// The booking flow's first calls, started by its data entry (prefetch.ts) before React and
// taken by the store (store/createBookingStore.ts, store/loadStepData.ts). Each key names
// everything that makes the call's URL and credentials.

const summaryKey = (config: PageConfig, fId: string) =>
  `getfacilitysummary ${config.apiBase} ${config.bookingController} ${config.language} ${fId}`;

const customerKey = (config: PageConfig, token: string) =>
  `loggedincustomer ${config.apiBase} ${config.bookingflowPage} ${token}`;

/** The signed-in customer is asked for once per page, whenever the flow first needs it (the
 * customer or vehicle step), so the answer waits for the whole visit. */
const CUSTOMER_MAX_AGE_MS = 30 * 60_000;

const authToken = (config: PageConfig) =>
  typeof document === 'undefined' ? undefined : readCookie(document.cookie, config.authCookie);

/** Starts the facility with its products (the first step shows them). */
export function prefetchFacilitySummary(config: PageConfig, fId: string): void {
  void prefetch(summaryKey(config, fId), () => createBookingApi(config).getFacilitySummary({ fId }));
}

export function takePrefetchedFacilitySummary(
  config: PageConfig,
  fId: string,
): Promise<ApiResult<Facility>> | undefined {
  return takePrefetched<ApiResult<Facility>>(summaryKey(config, fId));
}

/** The store's summary load: the data entry's answer, else `load()` (recorded, see api/prefetch). */
export function facilitySummaryOnce(
  config: PageConfig,
  fId: string,
  load: () => Promise<ApiResult<Facility>>,
): Promise<ApiResult<Facility>> {
  return takePrefetchedOr(summaryKey(config, fId), load);
}

/** Starts loggedincustomer, only with the auth cookie: without it nobody is signed in (CFG-09). */
export function prefetchLoggedInCustomer(config: PageConfig): void {
  const token = authToken(config);
  if (!token) return;
  void prefetch(customerKey(config, token), () => createBookingApi(config).getLoggedInCustomer());
}

export function takePrefetchedLoggedInCustomer(
  config: PageConfig,
): Promise<ApiResult<Customer | null>> | undefined {
  const token = authToken(config);
  return token
    ? takePrefetched<ApiResult<Customer | null>>(customerKey(config, token), CUSTOMER_MAX_AGE_MS)
    : undefined;
}

/** The store's loggedincustomer: the data entry's answer, else `load()` (recorded, see api/prefetch). */
export function loggedInCustomerOnce(
  config: PageConfig,
  load: () => Promise<ApiResult<Customer | null>>,
): Promise<ApiResult<Customer | null>> {
  const token = authToken(config);
  return token ? takePrefetchedOr(customerKey(config, token), load, CUSTOMER_MAX_AGE_MS) : load();
}
