import { createSearchApi } from '@nordpark/api/search';
import { defaultLocation, type Facility, type LatLng, type PageConfig } from '@nordpark/core';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** How far from a place the picker looks for facilities, km; wider than a visitor's search. */
const PICKER_RADIUS_KM = 25;
const PICKER_SIZE = 200;

/**
 * The facilities the picker offers: around the market's default place at first, and around
 * a place given to `loadNear` later, from the search's own call (getnearbyfacilities).
 */
export function useNearbyFacilities(config: PageConfig) {
  const search = useMemo(() => createSearchApi(config), [config]);
  const [facilities, setFacilities] = useState<Facility[]>([]);
  const [failed, setFailed] = useState(false);

  const loadNear = useCallback(
    async (at: LatLng, signal?: AbortSignal) => {
      const result = await search.getNearbyFacilities(
        { latitude: at.lat, longitude: at.lng, maxDistance: PICKER_RADIUS_KM, size: PICKER_SIZE },
        { signal },
      );
      if (signal?.aborted) return;
      setFailed(!(result.ok && result.status === 200));
      setFacilities(result.facilities);
    },
    [search],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadNear(defaultLocation(config.country), controller.signal);
    return () => controller.abort();
  }, [config.country, loadNear]);

  return { facilities, failed, setFailed, loadNear };
}
