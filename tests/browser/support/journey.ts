import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { CspMode } from '../../../examples/cms-site/src/csp';
import { startServer } from '../../../examples/cms-site/src/server';

export type JourneyServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The demo as `npm start` runs it: the site and, beside it on loopback http, its demo payment
 * page, on free ports,
 * under the enforced Content-Security-Policy unless told otherwise.
 */
export function startJourneyServer({ csp = 'enforce' }: { csp?: CspMode } = {}): Promise<JourneyServer> {
  return startServer({ port: 0, host: '127.0.0.1', paymentPort: 0, csp });
}

/** Runs in every page before its own scripts: reports each policy violation to the test. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__nordparkJourneyCsp(
    event.violatedDirective + ' blocked ' + (event.blockedURI || '(inline)') + ' at ' +
    (event.sourceFile || location.href) + ':' + event.lineNumber,
  );
}, true);`;

/** Collects every Content-Security-Policy violation of the context's pages, across navigations. */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__nordparkJourneyCsp', (text: string) => violations.push(text));
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a page that enforces a strict policy: evaluated through the DevTools
 * protocol, which the page's script-src does not govern, where a script tag would be refused.
 * runAxe then finds it there and does not add its own.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}
