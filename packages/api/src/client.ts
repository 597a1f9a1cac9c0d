import type { PageConfig } from '@nordpark/core';
import { type BookingCalls, createBookingCalls } from './calls/booking';
import { callContextFor } from './calls/callContext';
import { createLandlordCalls, type LandlordCalls } from './calls/landlord';
import { createMyParkingCalls, type MyParkingCalls } from './calls/myParking';
import { createSearchCalls, type SearchCalls } from './calls/search';
import { createSessionCalls, type SessionCalls } from './calls/session';
import type { ClientOptions } from './http/context';

/** One typed function per call of spec §7. Every function resolves; none rejects (ERR-13). */
export type ApiClient = SearchCalls & BookingCalls & MyParkingCalls & LandlordCalls & SessionCalls;

/**
 * The API client of one island, built from its page config. Cheap to create and stateless
 * over real HTTP (nothing is cached, CFG-08, beyond the one answer two clients' identical reads
 * share: http/shared.ts); in mock mode it holds the mock's state.
 */
export function createApiClient(config: PageConfig, options: ClientOptions = {}): ApiClient {
  const ctx = callContextFor(config, options);
  return {
    ...createSearchCalls(ctx),
    ...createBookingCalls(ctx),
    ...createMyParkingCalls(ctx),
    ...createLandlordCalls(ctx),
    ...createSessionCalls(ctx),
  };
}
