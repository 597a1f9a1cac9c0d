import type { PageConfig } from '@nordpark/core';

export interface KeyDoc {
  type: string;
  default: string;
  description: string;
}

/** One line per page-config key. Typed by PageConfig: a new key without docs fails the type check. */
export const PAGE_CONFIG_DOCS: Record<keyof PageConfig, KeyDoc> = {
  country: {
    type: '`"se"` \\| `"no"` \\| `"fi"`',
    default: 'required',
    description: 'Market: currency, date format, default location, flex days.',
  },
  language: {
    type: '`"sv"` \\| `"nb"` \\| `"fi"` \\| `"en"`',
    default: 'from `country`',
    description: 'UI language; also sent to the API as the language header.',
  },
  apiBase: {
    type: 'string',
    default: '`""` (the page origin)',
    description: 'Origin and prefix of the operator API. The bearer token is only ever sent there.',
  },
  bookingController: {
    type: 'string',
    default: '`"/booking/"`',
    description: 'The `{bookingController}` path prefix of booking calls.',
  },
  bookingflowPage: {
    type: 'string',
    default: '`"/{country}/booking/"`',
    description: 'The `{bookingflowPage}` path prefix; booking links go to `{bookingflowPage}?fId=…&t=1`.',
  },
  myParkingProduct: {
    type: 'string',
    default: '`"parking"`',
    description: 'The `{product}` in `/my{product}…` calls.',
  },
  authCookie: {
    type: 'string',
    default: '`"np_userhash"`',
    description: 'Name of the cookie holding the logged-in customer’s user hash (sent as a bearer token).',
  },
  mock: {
    type: 'boolean \\| `{maxDelay, delay}`',
    default: '`false`',
    description:
      'Answer every call from sample data after a delay (demo, stories). `delay` fixes every delay (0 in tests).',
  },
  map: {
    type: '`{tileUrl, attribution}`',
    default: 'OpenStreetMap',
    description: 'Map tiles for the facility map.',
  },
  places: {
    type: '`{provider, apiKey, endpoint}`',
    default: '`{"provider":"reference"}`',
    description:
      'Place autocomplete: `reference` (the operator’s server) or `google` (Places API, needs `apiKey`).',
  },
  texts: {
    type: '`{[messageId]: string}`',
    default: '`{}`',
    description: 'Overrides of any UI text by message id (see [texts.md](texts.md)).',
  },
  paymentOrigins: {
    type: 'string[]',
    default: '`[]`',
    description: 'The https origins the card-payment redirect may go to; any other URL is refused.',
  },
  directionsUrl: {
    type: 'string',
    default: "`''`: a `geo:` URI on phones, a maps web URL elsewhere",
    description:
      'The Directions link of the arrival kit: a URL template with `{lat}`, `{lng}` and `{address}` (each URL-encoded), e.g. `https://maps.example/route?to={lat},{lng}`. Only an http(s) or `geo:` result is used.',
  },
  load: {
    type: '`"eager"` \\| `"visible"` \\| `"idle"` \\| `"interaction"`',
    default: '`"eager"`',
    description:
      'When the page’s islands wake up; an island’s own `data-nordpark-load` overrides it. `eager`: at once. `visible`: once the island comes within 200 px of the viewport. `idle`: in idle time after the page’s `load` (at most 2 s later). `interaction`: on the first pointer down, focus, key press or touch inside it. Until then the island is `waiting` and nothing of it is requested ([embedding.md](embedding.md)). Another value is warned about and loads at once.',
  },
};
