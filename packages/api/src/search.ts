// @nordpark/api/search: what the facility search needs, apart from the main entry so that the
// booking, my-parking and landlord calls stay out of the search's download (a bundler splits by
// module reachability, and the main entry reaches every call).
export { createCallContext } from './calls/callContext';
export {
  createSearchCalls,
  NEARBY_DEFAULTS,
  type NearbyFacilitiesParams,
  type NearbyFacilitiesResult,
  type PricesProductsPartialParams,
  type ProductsParams,
  type SearchCalls,
} from './calls/search';
export { type PlaceProducts, type ProductsResponse, productsOf } from './calls/shapes';
export type { ApiFailure, ApiResult } from './http/result';
export { createPlacesProvider } from './places/createPlacesProvider';
export { createSessionToken } from './places/sessionToken';
export { MAX_SUGGESTIONS, type PlacesProvider, type PlacesRequestOptions } from './places/types';
export { createSender } from './sender';
