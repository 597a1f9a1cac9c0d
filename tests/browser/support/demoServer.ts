import type { CspMode } from '../../../examples/cms-site/src/csp';
import { startServer } from '../../../examples/cms-site/src/server';

export type DemoServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The demo CMS site and reference API, in-process on a free port. Its Content-Security-Policy
 * only reports here: tests inject their own tools (axe, styles that still animations) into the
 * pages. csp.browser.test.ts checks the islands under the enforced policy.
 */
export function startDemoServer({ csp = 'report-only' }: { csp?: CspMode } = {}): Promise<DemoServer> {
  return startServer({ port: 0, host: '127.0.0.1', csp });
}
