/** Where a driver is going: the facility's entrance as the server gives it. */
export interface Destination {
  lat: number;
  lng: number;
  /** Street, number, post code and city, as one line. */
  address: string;
}

/** A maps web URL that works on every desktop browser (and hands over to the app on phones). */
export const DEFAULT_DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination={lat},{lng}';
/** RFC 5870: a phone opens its own maps app on it. */
export const PHONE_DIRECTIONS_URL = 'geo:{lat},{lng}?q={lat},{lng}({address})';

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'geo:']);

const isCoordinate = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The Directions link of the arrival kit: the page config's `directionsUrl`
 * template with `{lat}`, `{lng}` and `{address}` filled in (each URL-encoded), else a `geo:`
 * URI on phones and a maps web URL elsewhere. Null when the coordinates are not real, or when
 * the template makes anything but an http(s) or geo: URL (a `javascript:` template is refused).
 */
export function directionsUrl(
  destination: Destination,
  options: { template?: string | undefined; phone: boolean },
): string | null {
  const { lat, lng, address } = destination;
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return null;
  const template =
    options.template?.trim() || (options.phone ? PHONE_DIRECTIONS_URL : DEFAULT_DIRECTIONS_URL);
  const filled = template
    .replaceAll('{lat}', encodeURIComponent(String(lat)))
    .replaceAll('{lng}', encodeURIComponent(String(lng)))
    .replaceAll('{address}', encodeURIComponent(address.trim()));
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    return null;
  }
  return ALLOWED_SCHEMES.has(url.protocol) ? filled : null;
}
