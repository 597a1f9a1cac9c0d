// @nordpark/facility-search/prefetch: the search's data entry. The drop-in loader fetches it
// beside the island's code and calls `prefetch`, which starts the page's first nearby call:
// at once when the URL or session storage names the place, else after the browser's position
// (or its refusal: then the country's default city). The island asks the same when it mounts
// (page/usePageSearch.ts, store/createBrowserSearchStore.ts) and gets these answers: the
// position from positionPrefetch.ts, the nearby call's from the API client, which sends one
// request for both. No React here: it runs before React arrives.
import { createSearchApi } from '@nordpark/api/search';
import { chooseSearchLocation, type LatLng, type PageConfig } from '@nordpark/core';
import type { IslandDataRequest } from '@nordpark/ui/island';
import { readRememberedLocation } from './page/sessionMemory';
import { firstSearchCentre, searchesOnLoad } from './prefetch/firstSearchCentre';
import { prefetchPosition } from './prefetch/positionPrefetch';

/** The store's first nearby call, made the way the store makes it (createBrowserSearchStore). */
const searchNear = (config: PageConfig, { lat, lng }: LatLng) =>
  void createSearchApi(config).getNearbyFacilities({ latitude: lat, longitude: lng });

/** Starts the first nearby call, after the browser's position when the page names no place. */
export function prefetch({ config, props }: IslandDataRequest): void {
  const pageType = props.pageType === 'customerservice' ? 'customerservice' : 'default';
  const query = window.location.search;
  if (!searchesOnLoad(query, pageType)) return;
  const centre = firstSearchCentre(query, readRememberedLocation);
  if (centre) {
    searchNear(config, centre);
    return;
  }
  // SRCH-34, SRCH-35, as startSearch picks: the position when inside the country, else the city.
  void prefetchPosition().then((position) => {
    searchNear(config, chooseSearchLocation(config.country, { geolocation: position }));
  });
}
