// @nordpark/api/my-parking: the calls the confirm dialogs make (my parking's and the landlord's),
// apart from the main entry so that a bundle that imports only this leaves the search and
// booking calls out.
import type { PageConfig } from '@nordpark/core';
import { callContextFor } from './calls/callContext';
import { createLandlordCalls } from './calls/landlord';
import { createMyParkingCalls } from './calls/myParking';
import type { ClientOptions } from './http/context';

/** My parking's calls and the landlord's (spec §7): real HTTP, or mock mode when the config asks. */
export function createMyParkingApi(config: PageConfig, options?: ClientOptions) {
  const context = callContextFor(config, options);
  return { ...createMyParkingCalls(context), ...createLandlordCalls(context) };
}

export type MyParkingApi = ReturnType<typeof createMyParkingApi>;

export type { OrderLineRef, TerminationInput } from './calls/myParking';
export type { TerminationDateResponse, VehiclePermitCheck } from './calls/shapes';
export type { ClientOptions } from './http/context';
export type { ApiFailure, ApiResult, ApiSuccess } from './http/result';
export type { CallOptions } from './http/transport';
