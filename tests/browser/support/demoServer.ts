import { startServer } from '../../../examples/cms-site/src/server';

export type DemoServer = Awaited<ReturnType<typeof startServer>>;

/** The demo CMS site and reference API, in-process on a free port. */
export function startDemoServer(): Promise<DemoServer> {
  return startServer({ port: 0, host: '127.0.0.1' });
}
