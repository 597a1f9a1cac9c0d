import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ReferenceBackend } from '@nordpark/fixtures/backend';
import type { FaultSpec } from './api/faults';
import type { RecordedRequest } from './api/requestLog';
import { type AppOptions, createSite } from './app';

export const DEFAULT_PORT = 3000;

export interface ServerOptions extends AppOptions {
  /** 0 picks any free port (tests). */
  port?: number;
  /** Interface to listen on; all interfaces when left out. */
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
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
  const value = env.PORT;
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** The URL a browser on this machine can open; a wildcard address is not one. */
function urlFor(host: string | undefined, port: number): string {
  if (host === undefined || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Starts the demo over HTTP and resolves once it listens. */
export function startServer({
  port = DEFAULT_PORT,
  host,
  ...appOptions
}: ServerOptions = {}): Promise<RunningServer> {
  const { app, backend, faults, requests } = createSite(appOptions);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({
        url: urlFor(host, info.port),
        port: info.port,
        backend,
        injectFault: (spec) => faults.inject(spec),
        clearFaults: () => faults.clear(),
        requests: () => requests.entries(),
        clearRequests: () => requests.clear(),
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
