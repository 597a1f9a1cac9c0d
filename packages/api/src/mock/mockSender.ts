import type { PageConfig } from '@nordpark/core';
import { shiftFixtureDates } from '@nordpark/fixtures';
import { DEFAULT_TIMEOUT_MS } from '../http/context';
import { isRecord } from '../http/envelope';
import { type HttpRequest, requestUrl, type Sender } from '../http/transport';
import { createPaths } from '../paths';
import { bookingRoutes } from './bookingRoutes';
import { mockDelay, wait } from './delays';
import { myParkingRoutes } from './myParkingRoutes';
import { placesRoutes } from './placesRoutes';
import type { MockRoute } from './routeTypes';
import { searchRoutes } from './searchRoutes';
import { createMockState } from './state';

/** Every route mock mode answers: each call of spec §7 and the reference places contract. */
export function createMockRoutes(config: PageConfig): MockRoute[] {
  const paths = createPaths(config);
  return [
    ...searchRoutes(config, paths),
    ...bookingRoutes(config, paths),
    ...myParkingRoutes(config, paths),
    ...placesRoutes(config),
  ];
}

export function findRoute(routes: readonly MockRoute[], request: HttpRequest): MockRoute | undefined {
  return routes.find(
    (route) =>
      route.method === request.method &&
      (route.withPathValues ? request.path.startsWith(`${route.path}/`) : request.path === route.path),
  );
}

export interface MockSenderOptions {
  /** For tests: a fixed "random" delay. */
  random?: () => number;
  /**
   * The day the answers' dates are moved to (`YYYY-MM-DD`), so "next month" in the fixtures
   * is next month on the page; the local today by default.
   */
  today?: string;
}

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Mock mode (API-36..38): answers every call from the fixtures after the spec's delays. It
 * produces the same Outcome a real request would, so results go through the same envelope
 * and shape checks; an unknown path is a 404, a broken handler a 500, never a throw.
 */
export function createMockSender(config: PageConfig, options: MockSenderOptions = {}): Sender {
  const settings = config.mock || { maxDelay: 0 };
  const random = options.random ?? Math.random;
  const today = options.today ?? localToday();
  const routes = createMockRoutes(config);
  const state = createMockState();

  return async (request, _kind, callOptions = {}) => {
    let url = request.path;
    try {
      url = requestUrl(request.path, request);
    } catch {
      return { kind: 'invalid', url };
    }
    const route = findRoute(routes, request);
    const delay = mockDelay(settings, route?.fixedDelay, random);
    const limit = callOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!(await wait(Math.min(delay, limit), callOptions.signal))) return { kind: 'aborted', url };
    if (delay > limit) return { kind: 'timeout', url };
    const respond = (status: number, text: string) =>
      ({ kind: 'response', url, method: request.method, status, text }) as const;
    if (!route) return respond(404, '');
    try {
      const data = isRecord(request.data) ? request.data : {};
      const answer = route.answer({ method: request.method, path: request.path, data }, state);
      if ('html' in answer) return respond(answer.status ?? 200, answer.html);
      // Written out as JSON like a server's answer: the caller gets a copy and cannot change a
      // fixture, and the answer goes through the same parsing as a real one.
      return respond(answer.status ?? 200, JSON.stringify(shiftFixtureDates(answer.json, today)));
    } catch {
      return respond(500, '');
    }
  };
}
