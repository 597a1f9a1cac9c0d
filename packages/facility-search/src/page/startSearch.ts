import {
  type CalendarDate,
  chooseSearchLocation,
  defaultLocation,
  EMPTY_VEHICLE_PROFILE,
  filterSelectionFromQuery,
  isSearchDateUsable,
  type LatLng,
  normaliseStay,
  parseSearchQuery,
  profileIsSet,
  type SearchLocation,
  type SearchQueryState,
  type VehicleProfile,
} from '@nordpark/core';
import type { SearchStore } from '../store/createSearchStore';
import type { RestoredSearch } from '../store/searchState';
import { LIST_PAGE_SIZE } from '../store/searchUrl';
import type { RememberedLocation } from './sessionMemory';

export interface StartSearchEnvironment {
  /** The page's query string. */
  query: string;
  today: CalendarDate;
  rememberedLocation(): RememberedLocation | undefined;
  rememberedDate(today: CalendarDate): CalendarDate | null;
  /** The stay's last day kept for the session, if it makes a stay with the date. */
  rememberedUntil?(date: CalendarDate | null): CalendarDate | null;
  /** "My vehicle" kept on this device. */
  storedVehicle?(): VehicleProfile | null;
  position(): Promise<LatLng | undefined>;
  /** Aborted when the island unmounts before the first search starts. */
  signal?: AbortSignal;
}

/**
 * The vehicle a URL describes (`vh`, `ev=1`, `acc=1`), else the one kept on this
 * device: a shared link shows its sender's result, and the visitor's own profile stays as it
 * was kept (the stored name goes with it only when the link describes the same vehicle).
 */
function vehicleOf(parsed: SearchQueryState, stored: VehicleProfile | null): VehicleProfile {
  const fromUrl: VehicleProfile = {
    heightCm: parsed.vehicleHeight ?? null,
    ev: parsed.ev === true,
    accessible: parsed.accessible === true,
    name: null,
  };
  if (!profileIsSet(fromUrl)) return stored ?? EMPTY_VEHICLE_PROFILE;
  const same =
    stored !== null &&
    stored.heightCm === fromUrl.heightCm &&
    stored.ev === fromUrl.ev &&
    stored.accessible === fromUrl.accessible;
  return same ? stored : fromUrl;
}

/** What a URL says, with the location only when it names one (lat and lng). */
export function snapshotFromQuery(
  query: string,
  store: SearchStore,
  today: CalendarDate,
  storedVehicle: VehicleProfile | null = null,
): RestoredSearch & { name?: string } {
  const parsed = parseSearchQuery(query);
  const { variant, stayPrice, vehicleFit } = store.getState();
  const location: SearchLocation | null =
    parsed.lat !== undefined && parsed.lng !== undefined
      ? {
          lat: parsed.lat,
          lng: parsed.lng,
          source: 'url',
          ...(parsed.name ? { name: parsed.name } : {}),
          ...(parsed.address ? { address: parsed.address } : {}),
        }
      : null;
  const date = parsed.date && isSearchDateUsable(parsed.date, today) ? parsed.date : null;
  const until = stayPrice && parsed.until && normaliseStay(date, parsed.until) ? parsed.until : null;
  const vehicle = vehicleFit ? vehicleOf(parsed, storedVehicle) : EMPTY_VEHICLE_PROFILE;
  return {
    location,
    date,
    filters: filterSelectionFromQuery(parsed, variant),
    shownCount: Math.max(LIST_PAGE_SIZE, parsed.items ?? LIST_PAGE_SIZE),
    until,
    sort: stayPrice && parsed.sort === 'price' ? 'price' : 'distance',
    vehicle,
    fitOnly: parsed.fitOnly === true && profileIsSet(vehicle),
    ...(parsed.name ? { name: parsed.name } : {}),
  };
}

/**
 * The first search of a page: filters, date and list length from the URL (SRCH-05..07), then
 * the location in the spec's order (SRCH-32..35), then the load. In customer-service mode
 * nothing loads until the URL has a name (SRCH-14). A location the URL did not give is written
 * back in place, so reloading or coming back to the page shows the same search.
 */
export async function startSearch(store: SearchStore, env: StartSearchEnvironment): Promise<void> {
  const snapshot = snapshotFromQuery(env.query, store, env.today, env.storedVehicle?.() ?? null);
  const state = store.getState();
  state.applyFilters(snapshot.filters, { history: 'none' });
  const date = snapshot.date ?? (state.variant === 'advanced' ? env.rememberedDate(env.today) : null);
  // The stay's end from the URL, else (with the remembered date) the one kept for the session.
  const until =
    snapshot.until ?? (state.stayPrice && !snapshot.date ? (env.rememberedUntil?.(date) ?? null) : null);
  store.setState({
    date,
    until,
    sort: snapshot.sort,
    vehicle: snapshot.vehicle,
    fitOnly: snapshot.fitOnly,
    query: snapshot.name ?? '',
  });

  if (state.pageType === 'customerservice' && !snapshot.name) {
    state.setStatus('waiting');
    return;
  }

  let location = snapshot.location;
  if (!location) {
    const session = env.rememberedLocation();
    state.setStatus('locating');
    const geolocation = session ? undefined : await env.position();
    location = chooseSearchLocation(state.country, { session, geolocation });
    if (snapshot.name) location = { ...location, name: snapshot.name };
  }
  if (env.signal?.aborted) return;
  await state.search(location, { history: location.source === 'url' ? 'none' : 'replace' });
  store.setState({ shownCount: snapshot.shownCount });
  // A vehicle kept on this device is mirrored in the URL, so the page's link shows the same
  // result to whoever it is shared with.
  if (profileIsSet(store.getState().vehicle)) store.getState().mirrorUrl();
}

/**
 * Back and forward (SRCH-10): put back the search the entry's URL describes. An entry without
 * a location is the page as first opened with the country default.
 */
export async function restoreFromQuery(
  store: SearchStore,
  query: string,
  today: CalendarDate,
  storedVehicle: VehicleProfile | null = null,
): Promise<void> {
  const snapshot = snapshotFromQuery(query, store, today, storedVehicle);
  const { pageType, country } = store.getState();
  if (pageType === 'customerservice' && !snapshot.name) {
    store.getState().setStatus('waiting');
    store.setState({ facilities: [], location: null, query: '' });
    return;
  }
  const city = defaultLocation(country);
  const location = snapshot.location ?? { lat: city.lat, lng: city.lng, name: city.name, source: 'default' };
  await store.getState().restore({ ...snapshot, location });
}
