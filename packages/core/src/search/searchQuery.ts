import { type CalendarDate, isCalendarDate } from '../dates/calendarDate';
import { BOOLEAN_FILTER_NAMES, type BooleanFilterName } from '../types/filters';
import { VEHICLE_HEIGHT_RANGE } from '../vehicleFit/vehicleFit';

/**
 * What the facility search keeps in its query string (SRCH-05..09). Every field is optional:
 * an absent field means "not in the URL", and the page falls back to its usual source.
 *
 * - lat and lng travel as a pair: one without the other is no position, so both are dropped.
 * - filters (`f`) and parkingSpaceTypes (`p`) distinguish absent from empty. Absent means "use
 *   the defaults" (LTP in the advanced variant, FLT-10); an empty list means the visitor
 *   unticked everything, which a shared link must be able to say.
 * - date is a calendar date, checked for being a real day only. Whether it is still usable
 *   (not past, not over a year ahead) depends on today: see isSearchDateUsable.
 * - until is the last day of a stay from `date`, read the same way; whether the two
 *   make a stay is normaliseStay's to say.
 * - vh, ev, acc and fit are the vehicle profile and the "only places that fit"
 *   switch: a height in whole centimetres within VEHICLE_HEIGHT_RANGE, and flags that are on
 *   only as `1` (anything else is off, and off is never written).
 */
export interface SearchQueryState {
  name?: string;
  address?: string;
  lat?: number;
  lng?: number;
  date?: CalendarDate;
  /** Selected boolean filters, in BOOLEAN_FILTER_NAMES order. */
  filters?: BooleanFilterName[];
  /** Selected parking space types, in the order given, once each. */
  parkingSpaceTypes?: string[];
  /** How many list items are shown (10 plus 10 per show-more click, SRCH-39/40). */
  items?: number;
  /** The last day of the stay that starts on `date` (`until`). */
  until?: CalendarDate;
  /** The list's order (`sort`): nearest first, or cheapest for the stay first. */
  sort?: SearchSort;
  /** The vehicle's height in whole centimetres (`vh`). */
  vehicleHeight?: number;
  /** The vehicle needs an EV charging point (`ev=1`). */
  ev?: true;
  /** The vehicle needs an accessible space (`acc=1`). */
  accessible?: true;
  /** Only places that fit the vehicle are shown (`fit=1`). */
  fitOnly?: true;
}

/** The orders of the list: by distance (the default) or by the price of the stay. */
export const SEARCH_SORTS = ['distance', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The query parameters this module owns; writeSearchQuery replaces these and keeps all others. */
export const SEARCH_QUERY_KEYS = [
  'name',
  'address',
  'lat',
  'lng',
  'date',
  'f',
  'p',
  'items',
  'until',
  'sort',
  'vh',
  'ev',
  'acc',
  'fit',
] as const;

// Plain decimal or exponent notation only: Number() would also take '', ' ', '0x1A' and 'Infinity'.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function coordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || !DECIMAL.test(raw)) return undefined;
  const value = Number(raw);
  // + 0 turns -0 into 0, so "-0" and "0" give the same state.
  return Math.abs(value) <= limit ? value + 0 : undefined;
}

const isLatitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isItemCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** A type name can travel in the comma list only if it has no comma and no edge spaces. */
const isParkingSpaceType = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !value.includes(',') && value.trim() === value;

function filterNames(names: readonly string[]): BooleanFilterName[] {
  return BOOLEAN_FILTER_NAMES.filter((name) => names.includes(name));
}

function parkingSpaceTypes(types: readonly string[]): string[] {
  return [...new Set(types.filter(isParkingSpaceType))];
}

const splitList = (raw: string): string[] => raw.split(',').map((item) => item.trim());

const isVehicleHeight = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= VEHICLE_HEIGHT_RANGE.min &&
  value <= VEHICLE_HEIGHT_RANGE.max;

const isSort = (value: unknown): value is SearchSort => SEARCH_SORTS.includes(value as SearchSort);

/** Whole centimetres as digits only: "205" yes; "2.05", "205cm", "+205" no. */
function vehicleHeight(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return undefined;
  const value = Number(raw);
  return isVehicleHeight(value) ? value : undefined;
}

function itemCount(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return isItemCount(value) ? value : undefined;
}

/**
 * Reads the search state from a query string (with or without its leading '?') or from
 * URLSearchParams. Never throws: a value that cannot be used (lat=abc, lat=999, date=2026-02-30,
 * items=-3, an unknown filter name) is dropped, and the rest of the state still comes through.
 * When a key repeats, the first value counts, as URLSearchParams.get has it.
 */
export function parseSearchQuery(search: string | URLSearchParams): SearchQueryState {
  const params = new URLSearchParams(search);
  const state: SearchQueryState = {};

  const name = params.get('name');
  if (isText(name)) state.name = name;
  const address = params.get('address');
  if (isText(address)) state.address = address;

  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  if (lat !== undefined && lng !== undefined) {
    state.lat = lat;
    state.lng = lng;
  }

  const date = params.get('date');
  if (isCalendarDate(date)) state.date = date;

  const f = params.get('f');
  if (f !== null) state.filters = filterNames(splitList(f));
  const p = params.get('p');
  if (p !== null) state.parkingSpaceTypes = parkingSpaceTypes(splitList(p));

  const items = itemCount(params.get('items'));
  if (items !== undefined) state.items = items;

  const until = params.get('until');
  if (isCalendarDate(until)) state.until = until;
  const sort = params.get('sort');
  if (isSort(sort)) state.sort = sort;
  const height = vehicleHeight(params.get('vh'));
  if (height !== undefined) state.vehicleHeight = height;
  if (params.get('ev') === '1') state.ev = true;
  if (params.get('acc') === '1') state.accessible = true;
  if (params.get('fit') === '1') state.fitOnly = true;

  return state;
}

/**
 * Writes the search state as a query string without the leading '?'. With a base (the page's
 * current query), parameters this module does not own are kept, in their order, so a CMS's
 * own tracking or preview parameters survive a search; the owned ones are replaced by the
 * state, and removed where the state has none. Values parseSearchQuery would drop are not
 * written, so what is written always reads back the same (SRCH-08, SRCH-09).
 */
export function writeSearchQuery(state: SearchQueryState, base?: string | URLSearchParams): string {
  const params = new URLSearchParams(base);
  for (const key of SEARCH_QUERY_KEYS) params.delete(key);

  if (isText(state.name)) params.append('name', state.name);
  if (isText(state.address)) params.append('address', state.address);
  if (isLatitude(state.lat) && isLongitude(state.lng)) {
    params.append('lat', String(state.lat));
    params.append('lng', String(state.lng));
  }
  if (isCalendarDate(state.date)) params.append('date', state.date);
  if (state.filters) params.append('f', filterNames(state.filters).join(','));
  if (state.parkingSpaceTypes) params.append('p', parkingSpaceTypes(state.parkingSpaceTypes).join(','));
  if (isItemCount(state.items)) params.append('items', String(state.items));
  if (isCalendarDate(state.until)) params.append('until', state.until);
  if (isSort(state.sort)) params.append('sort', state.sort);
  if (isVehicleHeight(state.vehicleHeight)) params.append('vh', String(state.vehicleHeight));
  if (state.ev === true) params.append('ev', '1');
  if (state.accessible === true) params.append('acc', '1');
  if (state.fitOnly === true) params.append('fit', '1');

  // A comma needs no escaping in a query value; "f=LTP,Heated" is what people can read and share.
  return params.toString().replace(/%2C/gi, ',');
}
