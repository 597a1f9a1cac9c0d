import type { PageConfig } from '@nordpark/core';
import {
  createBackendApp,
  createReferenceBackend,
  DEMO_USER_HASH,
  type ReferenceBackend,
  type RouteInfo,
} from '@nordpark/fixtures/backend';
import { DEFAULT_TIMEOUT_MS } from '../http/context';
import { documentCookieGetter } from '../http/cookie';
import { type HttpRequest, requestUrl, type Sender } from '../http/transport';
import { DEFAULT_PLACES_ENDPOINT } from '../places/types';
import { toBackendRequest } from './backendRequest';
import { fixedDelayOf, mockDelay, wait } from './delays';

/** Where the mock "card-payment page" lives: a reserved documentation domain, never a real one. */
export const MOCK_PAYMENT_URL = 'https://payment.example.com/mock-card-payment';

/** A backend route with the delay mock mode answers it after (API-38), for docs and tests. */
export type MockRoute = RouteInfo & { fixedDelay: number | undefined };

export interface MockSenderOptions {
  /** For tests: a fixed "random" delay. */
  random?: () => number;
  /**
   * The day the answers' dates are moved to (`YYYY-MM-DD`), so "next month" in the fixtures
   * is next month on the page; the local today by default.
   */
  today?: string;
  /** Reads the user-hash cookie, as the real sender does; `document.cookie` by default. */
  getCookie?: ((name: string) => string | undefined) | undefined;
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The shared reference backend, set up as mock mode needs it. Its stories start mid-flow
 * with made-up ids, so unknown ids are accepted; the payment page is the mock's own.
 */
function mockBackend(config: PageConfig, today: string): ReferenceBackend {
  return createReferenceBackend({
    paths: config,
    today,
    authCookieName: config.authCookie,
    placesEndpoint: config.places.endpoint || DEFAULT_PLACES_ENDPOINT,
    paymentUrl: `${MOCK_PAYMENT_URL}?order={orderId}`,
    acceptUnknownIds: true,
  });
}

/** Every route mock mode answers (each call of spec §7 and the reference places contract). */
export function createMockRoutes(config: PageConfig): MockRoute[] {
  return mockBackend(config, localToday()).routes.map((route) => ({
    ...route,
    fixedDelay: fixedDelayOf(route.name),
  }));
}

/**
 * Mock mode (API-36..38): the reference backend of @nordpark/fixtures/backend answers every
 * call, in memory, after the spec's delays, through the same Hono app the demo server mounts
 * (`app.request()`, no network): the answer is a Response as a server writes it, so results go
 * through the same envelope and shape checks as real ones.
 *
 * Mock mode has no sign-in page, so without the user-hash cookie it stands in for the demo
 * customer (the my-parking dialogs work in Storybook); with the cookie, its value is the
 * bearer token, on JSON calls only (CFG-10, CFG-11), as over HTTP.
 */
export function createMockSender(config: PageConfig, options: MockSenderOptions = {}): Sender {
  const settings = config.mock || { maxDelay: 0 };
  const random = options.random ?? Math.random;
  const getCookie = options.getCookie ?? documentCookieGetter;
  const backend = mockBackend(config, options.today ?? localToday());
  const app = createBackendApp(backend);

  const bearer = (kind: 'json' | 'html') =>
    kind === 'json' ? getCookie(config.authCookie) || DEMO_USER_HASH : undefined;

  return async (request: HttpRequest, kind, callOptions = {}) => {
    let url = request.path;
    let authorization: string | undefined;
    try {
      authorization = bearer(kind);
    } catch {
      // A throwing cookie reader fails the call as it does over HTTP, never the caller.
      return { kind: 'network', url };
    }
    let backendRequest: ReturnType<typeof toBackendRequest>;
    try {
      url = requestUrl(request.path, request);
      backendRequest = toBackendRequest(request, url, authorization);
    } catch {
      // Parameters the real sender could not write either (a cycle, a BigInt).
      return { kind: 'invalid', url };
    }
    const route = backend.routeFor(backendRequest.method, backendRequest.path);
    const delay = mockDelay(settings, fixedDelayOf(route?.name), random);
    const limit = callOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!(await wait(Math.min(delay, limit), callOptions.signal))) return { kind: 'aborted', url };
    if (delay > limit) return { kind: 'timeout', url };
    const { method, path, query, body } = backendRequest;
    const search = new URLSearchParams(query).toString();
    const response = await app.request(`${path}${search ? `?${search}` : ''}`, {
      method,
      headers: {
        // The page's language (or the call's), as the real sender sends it: the backend's
        // refusals then speak the page's language in mock mode too.
        'X-Language': callOptions.language ?? config.language,
        ...(authorization ? { Authorization: `Bearer ${authorization}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      kind: 'response',
      url,
      method: request.method,
      status: response.status,
      text: await response.text(),
    };
  };
}
