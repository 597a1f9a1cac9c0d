// @nordpark/api: the HTTP client of every call in spec §7, with the error model of §8.
// Runs in the browser and in Node. Mock mode is the optional `@nordpark/api/mock`, turned on
// with registerMockMode; its fixtures load only when a page config asks for mock mode.
// Each island imports its own calls from a subpath (`/search`, `/booking`, `/my-parking`);
// the transport is on `/http`.

// What the calls take and give.
export type { BookingCalls, FacilityParams, FlexbookingPriceParams } from './calls/booking';
export type { LandlordCalls } from './calls/landlord';
export type { MyParkingCalls, OrderLineRef, TerminationInput } from './calls/myParking';
export type {
  NearbyFacilitiesParams,
  NearbyFacilitiesResult,
  PricesProductsPartialParams,
  ProductsParams,
  SearchCalls,
} from './calls/search';
export type { SessionCalls } from './calls/session';
export {
  type FlexbookingPrice,
  type PlaceProducts,
  type ProductsResponse,
  productsOf,
  type TerminationDateResponse,
  type VehiclePermitCheck,
} from './calls/shapes';
export { type ApiClient, createApiClient } from './client';
export type { ClientOptions, FetchLike } from './http/context';
export type { ApiFailure, ApiResult, ApiSuccess, FailureInfo, FailureReason } from './http/result';
export type { CallOptions } from './http/transport';
// The client and its results.
export { type MockModeModule, registerMockMode } from './mockMode';
// Place autocomplete.
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
