import { COUNTRIES, type CountryCode, type Language, type PageConfigInput } from '@nordpark/core';
import { DEFAULT_PAYMENT_ORIGIN } from '@nordpark/fixtures/backend';

/** One market of the demo: its URL segment is the country code. */
export interface Market {
  country: CountryCode;
  language: Language;
  /** The market's own name for itself, shown in the market navigation. */
  name: string;
}

export const MARKETS: Record<CountryCode, Market> = {
  se: { country: 'se', language: 'sv', name: 'Sverige' },
  no: { country: 'no', language: 'nb', name: 'Norge' },
  fi: { country: 'fi', language: 'fi', name: 'Suomi' },
};

/** Hono path pattern for the market segment; anything else falls through to the 404 page. */
export const MARKET_PARAM = `:market{${COUNTRIES.join('|')}}`;

export function marketOf(code: string): Market | undefined {
  return Object.values(MARKETS).find((market) => market.country === code);
}

/**
 * The page config a CMS would emit for a market (architecture §3). Paths are the reference
 * server's own, so the islands talk to this server.
 */
export function pageConfigFor(
  market: Market,
  language: Language = market.language,
  paymentOrigins: readonly string[] = [DEFAULT_PAYMENT_ORIGIN],
): PageConfigInput {
  return {
    country: market.country,
    language,
    bookingController: '/booking/',
    bookingflowPage: `/${market.country}/booking/`,
    apiBase: '',
    myParkingProduct: 'parking',
    authCookie: 'np_userhash',
    places: { provider: 'reference', endpoint: '/places' },
    // The reference server's card-payment page, so the booking flow may redirect there: the
    // demo payment page's own origin (http on loopback) when the server runs one (payment/),
    // else the backend's made-up default.
    paymentOrigins: [...paymentOrigins],
  };
}
