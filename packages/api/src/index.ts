// @nordpark/api: the HTTP client of every call in spec §7, with the error model of §8.
// Runs in the browser and in Node; mock mode's fixtures load only when mock mode is on.

export type { FacilityParams, FlexbookingPriceParams } from './calls/booking';
export { type CallContext, createCallContext } from './calls/callContext';
export { createLandlordCalls, type LandlordCalls } from './calls/landlord';
export {
  createMyParkingCalls,
  type MyParkingCalls,
  type OrderLineRef,
  type TerminationInput,
} from './calls/myParking';
export {
  createSearchCalls,
  NEARBY_DEFAULTS,
  type NearbyFacilitiesParams,
  type NearbyFacilitiesResult,
  type PricesProductsPartialParams,
  type ProductsParams,
  type SearchCalls,
} from './calls/search';
export {
  type FlexbookingPrice,
  type PlaceProducts,
  type ProductsResponse,
  productsOf,
  type TerminationDateResponse,
  type VehiclePermitCheck,
} from './calls/shapes';
export { type ApiClient, createApiClient } from './client';
export {
  type ClientOptions,
  createHttpContext,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  type HttpContext,
} from './http/context';
export { readCookie } from './http/cookie';
export { LANGUAGE_HEADER } from './http/headers';
export { requestHtml } from './http/requestHtml';
export { INVALID, type JsonRequest, requestJson } from './http/requestJson';
export type { ApiFailure, ApiResult, ApiSuccess, FailureInfo, FailureReason } from './http/result';
export type { CallOptions, HttpMethod, HttpRequest, Sender } from './http/transport';
export { createPlacesProvider } from './places/createPlacesProvider';
export { createGooglePlacesProvider, GOOGLE_AUTOCOMPLETE_URL, GOOGLE_PLACE_URL } from './places/google';
export { createReferencePlacesProvider } from './places/reference';
export { createSessionToken } from './places/sessionToken';
export {
  DEFAULT_PLACES_ENDPOINT,
  MAX_SUGGESTIONS,
  type PlacesProvider,
  type PlacesRequestOptions,
} from './places/types';
export { createHttpSender, createSender } from './sender';
