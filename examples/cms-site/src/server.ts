import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { ReferenceBackend } from '@nordpark/fixtures/backend';
import type { FaultSpec } from './api/faults';
import type { RecordedRequest } from './api/requestLog';
import { type AppOptions, createSite } from './app';
import { createPaymentApp } from './payment/paymentApp';

export const DEFAULT_PORT = 3000;

export interface ServerOptions extends AppOptions {
  /** 0 picks any free port (tests). */
  port?: number;
  /** Interface to listen on; all interfaces when left out. */
  host?: string;
  /**
   * Also serves the demo payment page on this port (0: any free port), and makes it the booking
   * flow's payment page (the backend's paymentUrl, the page config's paymentOrigins); without
   * it the backend keeps its made-up https://pay.example.test. Plain http: the flow follows an
   * http payment origin only on loopback, so a visitor on this machine gets no certificate
   * warning and nothing of the payment crosses a network.
   */
  paymentPort?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The demo payment page's origin (`http://localhost:<paymentPort>`), when it runs. */
  paymentOrigin?: string;
  close(): Promise<void>;
  /** This server's backend, to look at its state in a test. */
  backend: ReferenceBackend;
  /** Makes matching requests fail, be slow or hang up; returns the function that removes it. */
  injectFault(spec: FaultSpec): () => void;
  clearFaults(): void;
  /** The calls the reference API received (oldest first), to check what an island sent. */
  requests(): readonly RecordedRequest[];
  clearRequests(): void;
}

/** `PORT` from the environment, or 3000. A value that is not a port is an error, not a silent default. */
export function portFromEnv(env: Record<string, string | undefined>): number {
  return portValue(env.PORT, 'PORT') ?? DEFAULT_PORT;
}

/**
 * `PAYMENT_PORT` from the environment: the demo payment page's port. By default the
 * port after the site's (3001 beside 3000), or any free port when the site's is 0.
 */
export function paymentPortFromEnv(env: Record<string, string | undefined>, sitePort: number): number {
  return portValue(env.PAYMENT_PORT, 'PAYMENT_PORT') ?? (sitePort === 0 ? 0 : sitePort + 1);
}

function portValue(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** The URL a browser on this machine can open; a wildcard address is not one. */
function urlFor(host: string | undefined, port: number): string {
  if (host === undefined || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** The same server under its other loopback name: a visitor may use either. */
function loopbackTwin(url: string): string | undefined {
  const parsed = new URL(url);
  if (parsed.hostname === 'localhost') parsed.hostname = '127.0.0.1';
  else if (parsed.hostname === '127.0.0.1') parsed.hostname = 'localhost';
  else return undefined;
  return parsed.origin;
}

function listen(
  options: Parameters<typeof serve>[0],
): Promise<{ server: ServerType; port: number; close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve(options, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({
        server,
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            // Keep-alive connections would hold close() open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
    // A taken port must reject, not crash the process from an unhandled 'error' event.
    server.once('error', reject);
  });
}

/**
 * Starts the demo over HTTP and resolves once it listens; with `paymentPort`, the demo payment
 * page first, so the site's pages and backend can name its origin.
 */
export async function startServer({
  port = DEFAULT_PORT,
  host,
  paymentPort,
  ...appOptions
}: ServerOptions = {}): Promise<RunningServer> {
  let siteOrigins: readonly string[] = [];
  let paymentFetch: ((request: Request) => Response | Promise<Response>) | undefined;
  const payment =
    paymentPort === undefined
      ? undefined
      : await listen({
          fetch: (request) => paymentFetch?.(request) ?? new Response('Starting', { status: 503 }),
          port: paymentPort,
          hostname: host,
        });
  const paymentOrigin = payment && urlFor(host, payment.port);
  const { app, backend, faults, requests } = createSite({ ...appOptions, paymentOrigin });
  paymentFetch = createPaymentApp({ backend, siteOrigins: () => siteOrigins }).fetch;
  let site: Awaited<ReturnType<typeof listen>>;
  try {
    site = await listen({ fetch: app.fetch, port, hostname: host });
  } catch (error) {
    await payment?.close();
    throw error;
  }
  const url = urlFor(host, site.port);
  const twin = loopbackTwin(url);
  siteOrigins = twin ? [url, twin] : [url];
  return {
    url,
    port: site.port,
    ...(paymentOrigin ? { paymentOrigin } : {}),
    backend,
    injectFault: (spec) => faults.inject(spec),
    clearFaults: () => faults.clear(),
    requests: () => requests.entries(),
    clearRequests: () => requests.clear(),
    close: async () => {
      await Promise.all([site.close(), payment?.close()]);
    },
  };
}
