import { createApiClient } from '@nordpark/api';
import { defaultLocation, type Facility, type PageConfig } from '@nordpark/core';
import { useEffect, useState } from 'react';

export type NearbyState = { status: 'loading' } | { status: 'done'; facilities: Facility[] };

/**
 * Nearby facilities around the country's default location, over real HTTP (or mock mode).
 * A failed call is an empty list (API-07, ERR-25); unmounting aborts the request.
 */
export function useNearbyFacilities(config: PageConfig): NearbyState {
  const [state, setState] = useState<NearbyState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { lat, lng } = defaultLocation(config.country);
    setState({ status: 'loading' });
    void createApiClient(config)
      .getNearbyFacilities({ latitude: lat, longitude: lng }, { signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted) setState({ status: 'done', facilities: result.facilities });
      });
    return () => controller.abort();
  }, [config]);
  return state;
}
