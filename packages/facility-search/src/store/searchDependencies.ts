import type { Facility, LatLng, NetworkClock, VehicleProfile } from '@nordpark/core';

/**
 * The nearby-facilities call as the store needs it: a failed call is an empty list (ERR-25),
 * and says it failed, so the list can tell the visitor so.
 */
export type LoadNearby = (
  centre: LatLng,
  signal: AbortSignal,
) => Promise<{ facilities: Facility[]; aborted: boolean; failed: boolean }>;

/** The address bar, behind an interface so the store is testable without a browser. */
export interface SearchHistory {
  /** The current query string, without the leading '?'. */
  currentQuery(): string;
  push(query: string): void;
  replace(query: string): void;
}

/** What the search remembers for the browser session (SRCH-33, SRCH-30/31). */
export interface SearchMemory {
  saveLocation(location: { lat: number; lng: number; name?: string; address?: string }): void;
  saveDate(date: string | null): void;
  /** The stay's last day, kept with the date. */
  saveUntil(until: string | null): void;
}

/** Where "my vehicle" is kept on this device: localStorage in a browser. */
export interface VehicleMemory {
  /** Keeps the profile; an empty one removes what was kept. */
  save(profile: VehicleProfile): void;
}

export interface SearchDependencies {
  loadNearby: LoadNearby;
  history: SearchHistory;
  memory: SearchMemory;
  /** The page's own timers and navigator.onLine by default. */
  clock?: NetworkClock;
  /** Keeps the vehicle profile; without it a profile lasts as long as the page. */
  vehicleMemory?: VehicleMemory;
}
