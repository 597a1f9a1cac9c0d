import { isWithinCountryBounds } from '../geo/countryBounds';
import { defaultLocation } from '../geo/defaultLocation';
import type { LatLng } from '../geo/latLng';
import type { CountryCode } from '../types/facility';

/**
 * Where a search location came from. The map's default zoom depends on it (an address is
 * zoomed in closer than a city default), and the page writes the URL only for some of them.
 */
export type SearchLocationSource = 'url' | 'session' | 'geolocation' | 'default' | 'place' | 'map';

export interface SearchLocation extends LatLng {
  source: SearchLocationSource;
  /** The text the visitor searched for (the `name` parameter), shown in the search box. */
  name?: string;
  /** The place's formatted address (the `address` parameter). */
  address?: string;
}

export interface SearchLocationCandidates {
  /** The position the URL names, if it names one. */
  url?: Omit<SearchLocation, 'source'> | undefined;
  /** The location remembered for this browser session. */
  session?: Omit<SearchLocation, 'source'> | undefined;
  /** The browser's position, or undefined when it failed, timed out or was refused. */
  geolocation?: LatLng | undefined;
}

/**
 * Picks the search location in the spec's order (§4): the URL (SRCH-32); else the location
 * stored for the session (SRCH-33); else the browser's position, but only inside the country
 * (SRCH-34: a Swedish page opened in Berlin searches Stockholm, not Berlin); else the
 * country's default city (SRCH-35, ERR-27).
 */
export function chooseSearchLocation(
  country: CountryCode,
  candidates: SearchLocationCandidates,
): SearchLocation {
  if (candidates.url) return { ...candidates.url, source: 'url' };
  if (candidates.session) return { ...candidates.session, source: 'session' };
  const position = candidates.geolocation;
  if (position && isWithinCountryBounds(country, position)) {
    return { lat: position.lat, lng: position.lng, source: 'geolocation' };
  }
  const city = defaultLocation(country);
  return { lat: city.lat, lng: city.lng, name: city.name, source: 'default' };
}
