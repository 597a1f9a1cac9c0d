import { createBrowserHistory } from '../page/browserHistory';
import { createSessionMemory } from '../page/sessionMemory';
import { createVehicleMemory } from '../page/vehicleStorage';
import type { SearchServices } from '../services/SearchServicesContext';
import { createSearchStore, type SearchStore } from './createSearchStore';
import type { SearchSettings } from './searchState';

/** The store wired to the page: the API's nearby call, the address bar, session storage. */
export function createBrowserSearchStore(settings: SearchSettings, services: SearchServices): SearchStore {
  return createSearchStore(settings, {
    loadNearby: async (centre, signal) => {
      // The page's first load may be on its way already: the data entry asked for it (prefetch.ts),
      // and the API client answers this call with that request.
      const result = await services.api.getNearbyFacilities(
        { latitude: centre.lat, longitude: centre.lng },
        { signal },
      );
      return {
        facilities: result.facilities,
        aborted: signal.aborted,
        failed: !result.ok || result.status !== 200,
      };
    },
    history: createBrowserHistory(),
    memory: createSessionMemory(),
    vehicleMemory: createVehicleMemory(),
  });
}
