// @nordpark/facility-search/prefetch: the search's data entry. The drop-in loader fetches it
// beside the island's code and calls `prefetch`, which starts the page's first nearby call:
// at once when the URL or session storage names the place, else after the browser's position
// (or its refusal: then the country's default city). The island asks the same when it mounts
// (page/usePageSearch.ts, store/createBrowserSearchStore.ts) and gets these answers: the
// position from positionPrefetch.ts, the nearby call's from the API client, which sends one
// request for both. No React here: it runs before React arrives.
import { createSearchApi } from '@nordpark/api/search';
import { chooseSearchLocation, type LatLng, type PageConfig, prepareToday } from '@nordpark/core';
import type { IslandDataRequest } from '@nordpark/ui/island';
import { readRememberedLocation } from './page/sessionMemory';
import { firstSearchCentre, searchesOnLoad } from './prefetch/firstSearchCentre';
import { prefetchPosition } from './prefetch/positionPrefetch';

/**
 * How long the first call may wait for the browser's position before today is prepared
 * anyway. A refusal or a remembered position answers at once on a fast machine but takes
 * longer on a slow phone, and a shorter grace let today's task run first, so that the call
 * waited behind it. A permission prompt can take seconds, and today should still be ready
 * before the island's first render needs it: that render comes only after React's code has
 * arrived and been evaluated, well after this grace (docs/performance.md, "prepareToday").
 */
export const POSITION_GRACE_MS = 150;

export function prefetch(request: IslandDataRequest): void {
  // Once the first call is on its way, in a task of its own: the list's dates and the advanced
  // bar's date field count from the market's today (prepareToday), which neither the call nor
  // the task that evaluated this module should wait behind. After the loader's Intl warm-up:
  // then ICU's data is loaded and it is quick; without the warm-up it loads that data itself,
  // the longest task of the page's load (docs/performance.md, "prepareToday").
  let prepared = false;
  const prepare = () => {
    if (prepared) return;
    prepared = true;
    prepareToday(request.config.country);
  };
  const prepareWhenWarm = () => void Promise.resolve(request.intlReady).then(() => setTimeout(prepare, 0));
  const waitingForPosition = startFirstSearch(request);
  if (waitingForPosition) void waitingForPosition.then(prepareWhenWarm);
  setTimeout(prepareWhenWarm, waitingForPosition ? POSITION_GRACE_MS : 0);
}

/** The store's first nearby call, made the way the store makes it (createBrowserSearchStore). */
const searchNear = (config: PageConfig, { lat, lng }: LatLng) =>
  void createSearchApi(config).getNearbyFacilities({ latitude: lat, longitude: lng });

/** Starts the first nearby call; a promise when it waits for the browser's position first. */
function startFirstSearch({ config, props }: IslandDataRequest): Promise<void> | undefined {
  const pageType = props.pageType === 'customerservice' ? 'customerservice' : 'default';
  const query = window.location.search;
  if (!searchesOnLoad(query, pageType)) return undefined;
  const centre = firstSearchCentre(query, readRememberedLocation);
  if (centre) {
    searchNear(config, centre);
    return undefined;
  }
  // SRCH-34, SRCH-35, as startSearch picks: the position when inside the country, else the city.
  return prefetchPosition().then((position) => {
    searchNear(config, chooseSearchLocation(config.country, { geolocation: position }));
  });
}
