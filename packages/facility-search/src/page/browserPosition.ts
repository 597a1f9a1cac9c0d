import type { LatLng } from '@nordpark/core';

/** How long the search waits for the browser's position before it falls back (ERR-27). */
export const GEOLOCATION_TIMEOUT_MS = 8000;

/**
 * The browser's position, or undefined when it is refused, fails, times out or does not
 * exist. A failure is only logged (ERR-26): the visitor still gets a search of the default
 * city, and a refused permission is their choice, not an error to show them.
 */
export function browserPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<LatLng | undefined> {
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    // Some browsers never call back when the permission prompt is ignored: time out ourselves.
    const timer = setTimeout(() => {
      console.info(
        '[nordpark] facility-search: no position within %d ms; using the default city.',
        timeoutMs,
      );
      resolve(undefined);
    }, timeoutMs + 500);
    try {
      geolocation.getCurrentPosition(
        (position) => {
          clearTimeout(timer);
          resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
        },
        (error) => {
          clearTimeout(timer);
          console.info(
            '[nordpark] facility-search: geolocation failed (%s); using the default city.',
            error.message,
          );
          resolve(undefined);
        },
        { timeout: timeoutMs, maximumAge: 5 * 60_000 },
      );
    } catch (error) {
      clearTimeout(timer);
      console.info(
        '[nordpark] facility-search: geolocation failed (%s); using the default city.',
        String(error),
      );
      resolve(undefined);
    }
  });
}
