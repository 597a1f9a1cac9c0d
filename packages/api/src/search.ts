// @nordpark/api/search: the calls the facility search makes and the places providers, apart
// from the main entry so that a bundle that imports only this leaves the booking, my-parking
// and landlord calls out (a bundler splits by module reachability).
import type { PageConfig } from '@nordpark/core';
import { callContextFor } from './calls/callContext';
import { createSearchCalls } from './calls/search';
import type { ClientOptions } from './http/context';

/** The search's calls (spec §7 "Facility search"): real HTTP, or mock mode when the config asks. */
export function createSearchApi(config: PageConfig, options?: ClientOptions) {
  return createSearchCalls(callContextFor(config, options));
}

export type SearchApi = ReturnType<typeof createSearchApi>;

export {
  NEARBY_DEFAULTS,
  type NearbyFacilitiesParams,
  type NearbyFacilitiesResult,
  type PricesProductsPartialParams,
  type ProductsParams,
} from './calls/search';
export { type PlaceProducts, type ProductsResponse, productsOf } from './calls/shapes';
export type { ClientOptions } from './http/context';
export type { ApiFailure, ApiResult, ApiSuccess } from './http/result';
export type { CallOptions } from './http/transport';
export { createPlacesProvider } from './places/createPlacesProvider';
export { createSessionToken } from './places/sessionToken';
export { MAX_SUGGESTIONS, type PlacesProvider, type PlacesRequestOptions } from './places/types';
