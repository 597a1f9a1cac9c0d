// @nordpark/facility-search/prefetch: the search's data entry. The drop-in loader fetches it
// beside the island's code and calls `prefetch`, which starts the page's first nearby call:
// at once when the URL or session storage names the place, else after the browser's position
// (or its refusal: then the country's default city). The island's store takes both answers
// when it mounts (page/usePageSearch.ts, store/createBrowserSearchStore.ts): one request each,
// never two. No React here: it runs before React arrives.
import { chooseSearchLocation, prepareToday } from '@nordpark/core';
import type { IslandDataRequest } from '@nordpark/ui/island';
import { readRememberedLocation } from './page/sessionMemory';
import { firstSearchCentre, searchesOnLoad } from './prefetch/firstSearchCentre';
import { prefetchNearby } from './prefetch/nearbyPrefetch';
import { prefetchPosition } from './prefetch/positionPrefetch';

export function prefetch(request: IslandDataRequest): void {
  startFirstSearch(request);
  // Then, the call on its way: the list's dates and the advanced bar's date field count from
  // the market's today (prepareToday, ~25 ms of ICU data on a first date formatter).
  prepareToday(request.config.country);
}

function startFirstSearch({ config, props }: IslandDataRequest): void {
  const pageType = props.pageType === 'customerservice' ? 'customerservice' : 'default';
  const query = window.location.search;
  if (!searchesOnLoad(query, pageType)) return;
  const centre = firstSearchCentre(query, readRememberedLocation);
  if (centre) {
    prefetchNearby(config, centre);
    return;
  }
  // SRCH-34, SRCH-35, as startSearch picks: the position when inside the country, else the city.
  void prefetchPosition().then((position) => {
    const { lat, lng } = chooseSearchLocation(config.country, { geolocation: position });
    prefetchNearby(config, { lat, lng });
  });
}
