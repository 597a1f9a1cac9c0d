import {
  type BackendOptions,
  createReferenceBackend,
  DEFAULT_PAYMENT_URL,
  type ReferenceBackend,
} from '@nordpark/fixtures/backend';
import { MARKETS, pageConfigFor } from '../markets';

/** Everything about the backend a test may set; the paths always come from the demo's pages. */
export type BackendSetup = Omit<BackendOptions, 'paths'>;

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The demo server's backend: the paths every market's page config names (one booking-flow
 * page per market), fixture dates moved to the local today as mock mode does, and the
 * unknown-id 404s a real server answers.
 */
export function demoBackend(setup: BackendSetup = {}): ReferenceBackend {
  const configs = Object.values(MARKETS).map((market) => pageConfigFor(market));
  const first = configs[0];
  return createReferenceBackend({
    paths: {
      bookingController: configs.map((config) => config.bookingController ?? '/booking/'),
      bookingflowPage: configs.map((config) => config.bookingflowPage ?? `/${config.country}/booking/`),
      myParkingProduct: first?.myParkingProduct ?? 'parking',
    },
    authCookieName: first?.authCookie ?? 'np_userhash',
    placesEndpoint: first?.places?.endpoint ?? '/places',
    paymentUrl: DEFAULT_PAYMENT_URL,
    today: localToday(),
    ...setup,
  });
}
