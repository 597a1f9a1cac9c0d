import type { CountryCode } from '../types/facility';
import type { LatLng } from './latLng';

export interface NamedLocation extends LatLng {
  /** The city's name, for the search box; not translated because it is a proper name. */
  name: string;
}

/**
 * Where a search starts when neither the URL, the session nor the browser gives a place
 * (SRCH-35). Sweden's is Stockholm (DOM-16); the spec only says "fixed coordinates" for Norway
 * and Finland (DOM-17, DOM-18), so we use their capitals' centres, which lie inside their
 * COUNTRY_BOUNDS like Stockholm does.
 */
const DEFAULT_LOCATIONS: Readonly<Record<CountryCode, NamedLocation>> = {
  se: { name: 'Stockholm', lat: 59.3293, lng: 18.0686 },
  no: { name: 'Oslo', lat: 59.9139, lng: 10.7522 },
  fi: { name: 'Helsinki', lat: 60.1699, lng: 24.9384 },
};

/** A fresh object each call, so a caller that mutates it cannot move everyone's default. */
export function defaultLocation(country: CountryCode): NamedLocation {
  return { ...DEFAULT_LOCATIONS[country] };
}
