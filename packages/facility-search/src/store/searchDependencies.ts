import type { Facility, LatLng } from '@nordpark/core';

/** The nearby-facilities call as the store needs it: a failed call is an empty list (ERR-25). */
export type LoadNearby = (
  centre: LatLng,
  signal: AbortSignal,
) => Promise<{ facilities: Facility[]; aborted: boolean }>;

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
}

export interface SearchDependencies {
  loadNearby: LoadNearby;
  history: SearchHistory;
  memory: SearchMemory;
}
