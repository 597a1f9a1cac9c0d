import {
  type CalendarDate,
  chooseSearchLocation,
  defaultLocation,
  filterSelectionFromQuery,
  isSearchDateUsable,
  type LatLng,
  parseSearchQuery,
  type SearchLocation,
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
  position(): Promise<LatLng | undefined>;
  /** Aborted when the island unmounts before the first search starts. */
  signal?: AbortSignal;
}

/** What a URL says, with the location only when it names one (lat and lng). */
export function snapshotFromQuery(
  query: string,
  store: SearchStore,
  today: CalendarDate,
): RestoredSearch & { name?: string } {
  const parsed = parseSearchQuery(query);
  const { variant } = store.getState();
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
  return {
    location,
    date: parsed.date && isSearchDateUsable(parsed.date, today) ? parsed.date : null,
    filters: filterSelectionFromQuery(parsed, variant),
    shownCount: Math.max(LIST_PAGE_SIZE, parsed.items ?? LIST_PAGE_SIZE),
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
  const snapshot = snapshotFromQuery(env.query, store, env.today);
  const state = store.getState();
  state.applyFilters(snapshot.filters, { history: 'none' });
  const date = snapshot.date ?? (state.variant === 'advanced' ? env.rememberedDate(env.today) : null);
  store.setState({ date, query: snapshot.name ?? '' });

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
}

/**
 * Back and forward (SRCH-10): put back the search the entry's URL describes. An entry without
 * a location is the page as first opened with the country default.
 */
export async function restoreFromQuery(
  store: SearchStore,
  query: string,
  today: CalendarDate,
): Promise<void> {
  const snapshot = snapshotFromQuery(query, store, today);
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
