import {
  createSearchApi,
  type NearbyFacilitiesResult,
  prefetch,
  takePrefetched,
  takePrefetchedOr,
} from '@nordpark/api/search';
import type { LatLng, PageConfig } from '@nordpark/core';

/** The nearby call for one centre, named by everything that makes its URL. */
function nearbyKey(config: PageConfig, centre: LatLng): string {
  return `getnearbyfacilities ${config.apiBase} ${config.language} ${centre.lat} ${centre.lng}`;
}

/** Starts the search's first nearby call for `centre` (the data entry, before React). */
export function prefetchNearby(config: PageConfig, centre: LatLng): void {
  void prefetch(nearbyKey(config, centre), () =>
    createSearchApi(config).getNearbyFacilities({ latitude: centre.lat, longitude: centre.lng }),
  );
}

/** The nearby answer the data entry started for exactly this centre, if one is waiting. */
export function takePrefetchedNearby(
  config: PageConfig,
  centre: LatLng,
): Promise<NearbyFacilitiesResult> | undefined {
  return takePrefetched<NearbyFacilitiesResult>(nearbyKey(config, centre));
}

/**
 * The store's nearby load: the answer the data entry started for this centre, else `load()`,
 * recorded so that a data entry that runs after the store asked does not ask again.
 */
export function nearbyOnce(
  config: PageConfig,
  centre: LatLng,
  load: () => Promise<NearbyFacilitiesResult>,
): Promise<NearbyFacilitiesResult> {
  return takePrefetchedOr(nearbyKey(config, centre), load);
}
