import { readFileSync } from 'node:fs';
import type { HttpBindings } from '@hono/node-server';
import { createBackendApp, type ReferenceBackend } from '@nordpark/fixtures/backend';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { faultMiddleware } from './api/faultMiddleware';
import { registerFaultRoutes } from './api/faultRoutes';
import { createFaultInjector, type FaultInjector } from './api/faults';
import { type BackendSetup, demoBackend } from './api/referenceBackend';
import { createRequestLog, type RequestLog, registerRequestLogRoutes } from './api/requestLog';
import { type CspMode, cspMiddleware } from './csp';
import { registerPages } from './pages/routes';
import {
  ASSETS_PATH,
  BOOKING_CANCELLED_FILE,
  BOOKING_CANCELLED_SCRIPT,
  BUILDER_ASSETS_PATH,
  DEFAULT_ASSETS_DIR,
  DEFAULT_BUILDER_DIR,
  SITE_CSS_PATH,
} from './paths';
import { PAYMENT_PATH } from './payment/paymentApp';
import { gzipBundle, isBundleBuilt, serveBundle, serveSiteCss } from './static/bundle';

export interface AppOptions {
  /** Folder holding the built drop-in bundle; tests point it at a temporary folder. */
  assetsDir?: string;
  /** Folder holding the built embed builder (packages/builder/dist), served as builder/ in the bundle's. */
  builderDir?: string;
  /** The backend's clock, today and payment page (tests); the demo's defaults otherwise. */
  backend?: BackendSetup;
  /**
   * The demo payment page's origin (server.ts starts it over http on loopback): the backend's paymentUrl
   * goes there, and the booking pages allow it in `paymentOrigins`.
   */
  paymentOrigin?: string | undefined;
  /** The Content-Security-Policy on every page (csp.ts): `enforce` unless a test says otherwise. */
  csp?: CspMode;
  /**
   * Adds `POST`/`DELETE /__test/faults` and `GET`/`DELETE /__test/requests`, so browser tests
   * can inject faults and read what the API received over HTTP.
   */
  testing?: boolean;
}

export interface Site {
  app: Hono<{ Bindings: HttpBindings }>;
  /** The reference backend behind the API routes; the my-parking page reads its state too. */
  backend: ReferenceBackend;
  faults: FaultInjector;
  /** The calls the reference API received, most recent last. */
  requests: RequestLog;
}

/** The demo host site and the reference API, as one Hono app with its backend and faults. */
export function createSite({
  assetsDir = DEFAULT_ASSETS_DIR,
  builderDir = DEFAULT_BUILDER_DIR,
  backend: setup,
  testing = false,
  csp = 'enforce',
  paymentOrigin,
}: AppOptions = {}): Site {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const backend = demoBackend({
    ...(paymentOrigin ? { paymentUrl: `${paymentOrigin}${PAYMENT_PATH}/{orderId}` } : {}),
    ...setup,
  });
  const faults = createFaultInjector();
  const requests = createRequestLog();
  // Faults first, so they reach every route; their control routes only in test servers.
  app.use('*', faultMiddleware(faults));
  if (testing) {
    registerFaultRoutes(app, faults);
    registerRequestLogRoutes(app, requests);
  }
  // Compressed as any production host and CDN serves them (gzip): pages and API answers here,
  // the bundle once per file (gzipBundle). Uncompressed, a phone network's figures (bench
  // --network) would be the demo's.
  app.use('*', compress({ encoding: 'gzip' }));
  app.use('*', cspMiddleware(csp));
  // The builder's folder first: it is served as builder/ in the bundle's, from its own package.
  app.use(`${BUILDER_ASSETS_PATH}/*`, gzipBundle(builderDir, BUILDER_ASSETS_PATH));
  app.use(`${BUILDER_ASSETS_PATH}/*`, serveBundle(builderDir, BUILDER_ASSETS_PATH));
  app.use(`${ASSETS_PATH}/*`, gzipBundle(assetsDir));
  app.use(`${ASSETS_PATH}/*`, serveBundle(assetsDir));
  app.get(SITE_CSS_PATH, serveSiteCss());
  app.get(BOOKING_CANCELLED_SCRIPT, (c) =>
    c.body(readFileSync(BOOKING_CANCELLED_FILE, 'utf8'), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  // The reference API: its routes, declared with Hono, in @nordpark/fixtures/backend (mock mode
  // calls the same app in the browser). Each call it receives goes into the request log.
  app.route('/', createBackendApp(backend, { onCall: (request) => requests.record(request) }));
  registerPages(app, {
    isBundleBuilt: () => isBundleBuilt(assetsDir),
    backend,
    paymentOrigins: paymentOrigin ? [paymentOrigin] : undefined,
  });
  return { app, backend, faults, requests };
}
