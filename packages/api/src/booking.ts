// @nordpark/api/booking: the calls the booking flow makes, apart from the main entry so that a
// bundle that imports only this leaves the search, my-parking and landlord calls out.
import type { PageConfig } from '@nordpark/core';
import { createBookingCalls } from './calls/booking';
import { callContextFor } from './calls/callContext';
import type { ClientOptions } from './http/context';

/** The booking flow's calls (spec §7 "Booking flow"): real HTTP, or mock mode when the config asks. */
export function createBookingApi(config: PageConfig, options?: ClientOptions) {
  return createBookingCalls(callContextFor(config, options));
}

export type BookingApi = ReturnType<typeof createBookingApi>;

export type { FacilityParams, FlexbookingPriceParams } from './calls/booking';
export type { FlexbookingPrice } from './calls/shapes';
export type { ClientOptions } from './http/context';
export { readCookie } from './http/cookie';
export type { ApiFailure, ApiResult, ApiSuccess } from './http/result';
export type { CallOptions } from './http/transport';
