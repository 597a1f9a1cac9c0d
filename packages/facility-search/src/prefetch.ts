// @nordpark/facility-search/prefetch: the search's data entry. The drop-in loader fetches it
// beside the island's code and calls `prefetch`, which starts the first nearby call when the
// URL or session storage already names the place; the island's store takes the answer when
// it mounts (store/createBrowserSearchStore.ts). No React here: it runs before React arrives.
import type { IslandDataRequest } from '@nordpark/ui/island';
import { readRememberedLocation } from './page/sessionMemory';
import { firstSearchCentre } from './prefetch/firstSearchCentre';
import { prefetchNearby } from './prefetch/nearbyPrefetch';

export function prefetch({ config, props }: IslandDataRequest): void {
  const pageType = props.pageType === 'customerservice' ? 'customerservice' : 'default';
  const centre = firstSearchCentre(window.location.search, pageType, readRememberedLocation);
  if (centre) prefetchNearby(config, centre);
}
