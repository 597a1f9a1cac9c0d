// Shape checks for the responses whose shape the spec names. A response without that shape
// becomes a parse failure (ERR-06) in the JSON helper instead of an island's crash.
import type {
  AvailabilityResponse,
  Customer,
  Facility,
  ParkingSpaceAvailabilityItem,
  PaymentOption,
  Product,
  Vehicle,
  VehicleList,
} from '@nordpark/core';
import { isRecord } from '../http/envelope';
import { INVALID } from '../http/requestJson';

/** One products pair: the place (its form is not shown) and that place's products (API-12). */
export type PlaceProducts = [place: unknown, products: Product[]];

export interface ProductsResponse {
  Places: PlaceProducts[];
}

/** The flex price; the spec names no fields, so this is the reference server's contract. */
export interface FlexbookingPrice {
  Price: number;
  Currency: string;
  Days?: number;
}

export interface VehiclePermitCheck {
  existsInPermit: boolean;
}

export interface TerminationDateResponse {
  /** Null when the server returns none: termination is then not possible (MYP-16). */
  TerminationDate: string | null;
  /** Where the contract already ends, when the server says so (MYP-17); absent otherwise. */
  ContractEndDate?: string;
}

/** A list the server sends; anything else is not that list. */
function listOf<T>(data: unknown): T[] | typeof INVALID {
  return Array.isArray(data) ? (data as T[]) : INVALID;
}

/** Facilities, or none: a response that is not a list counts as no facilities (API-07). */
export function facilityList(data: unknown): Facility[] {
  return Array.isArray(data) ? (data as Facility[]) : [];
}

export const parkingSpaceList = listOf<ParkingSpaceAvailabilityItem>;
export const paymentOptionList = listOf<PaymentOption>;

export function productsResponse(data: unknown): ProductsResponse | typeof INVALID {
  if (!isRecord(data) || !Array.isArray(data.Places)) return INVALID;
  const pairs = data.Places.filter(
    (pair): pair is PlaceProducts => Array.isArray(pair) && pair.length >= 2 && Array.isArray(pair[1]),
  );
  return { Places: pairs };
}

/** Every product of a products response, in the server's order. */
export function productsOf(response: ProductsResponse): Product[] {
  return response.Places.flatMap(([, products]) => products);
}

export function availabilityResponse(data: unknown): AvailabilityResponse | typeof INVALID {
  return isRecord(data) && typeof data.Availability === 'number'
    ? { Availability: data.Availability }
    : INVALID;
}

export function flexbookingPrice(data: unknown): FlexbookingPrice | typeof INVALID {
  if (typeof data === 'number') return { Price: data, Currency: '' };
  if (!isRecord(data) || typeof data.Price !== 'number') return INVALID;
  return {
    Price: data.Price,
    Currency: typeof data.Currency === 'string' ? data.Currency : '',
    ...(typeof data.Days === 'number' ? { Days: data.Days } : {}),
  };
}

/** The logged-in customer, or null when nobody is logged in. */
export function loggedInCustomer(data: unknown): Customer | null {
  return isRecord(data) && typeof data.RecordId === 'string' ? (data as unknown as Customer) : null;
}

/** BOOK-17: vehicles come in a VehicleList; a bare list is accepted too. */
export function vehicleList(data: unknown): VehicleList | typeof INVALID {
  if (Array.isArray(data)) return { VehicleList: data as Vehicle[] };
  if (isRecord(data) && Array.isArray(data.VehicleList))
    return { VehicleList: data.VehicleList as Vehicle[] };
  return INVALID;
}

/** API-35: the card-payment page URL, as a JSON string, as Data, or as plain text. */
export function paymentUrl(data: unknown): string | typeof INVALID {
  return typeof data === 'string' && data.trim() !== '' ? data.trim() : INVALID;
}

/**
 * API-40: the answer carries data.existsInPermit. Read there, at the top level, or as the
 * server's PascalCase; a response with no such flag cannot allow a delete.
 */
export function vehiclePermitCheck(data: unknown): VehiclePermitCheck | typeof INVALID {
  const inner = isRecord(data) && isRecord(data.data) ? data.data : data;
  if (!isRecord(inner)) return INVALID;
  const flag = inner.existsInPermit ?? inner.ExistsInPermit;
  return typeof flag === 'boolean' ? { existsInPermit: flag } : INVALID;
}

/** API-57: TerminationDate, or null when the server has none for this line. */
export function terminationDate(data: unknown): TerminationDateResponse {
  const date = isRecord(data) ? data.TerminationDate : undefined;
  const end = isRecord(data) ? data.ContractEndDate : undefined;
  return {
    TerminationDate: typeof date === 'string' && date !== '' ? date : null,
    ...(typeof end === 'string' && end !== '' ? { ContractEndDate: end } : {}),
  };
}
