import { todayIn } from '@nordpark/core';
import { useEffect } from 'react';
import { positionOnce } from '../prefetch/positionPrefetch';
import type { SearchStore } from '../store/createSearchStore';
import { readRememberedDate, readRememberedLocation, readRememberedUntil } from './sessionMemory';
import { restoreFromQuery, startSearch } from './startSearch';
import { readStoredVehicle } from './vehicleStorage';

/**
 * Runs the page's first search once the island is mounted, follows back and forward, and
 * aborts whatever is running when the island goes away.
 */
export function usePageSearch(store: SearchStore): void {
  useEffect(() => {
    const controller = new AbortController();
    const today = () => todayIn(store.getState().country);
    void startSearch(store, {
      query: window.location.search,
      today: today(),
      rememberedLocation: readRememberedLocation,
      rememberedDate: readRememberedDate,
      rememberedUntil: readRememberedUntil,
      storedVehicle: readStoredVehicle,
      // The position the data entry asked for before React, if it did (one prompt, one answer).
      position: positionOnce,
      signal: controller.signal,
    });
    const onPopState = () =>
      void restoreFromQuery(store, window.location.search, today(), readStoredVehicle());
    window.addEventListener('popstate', onPopState);
    return () => {
      controller.abort();
      window.removeEventListener('popstate', onPopState);
      store.getState().dispose();
    };
  }, [store]);
}
