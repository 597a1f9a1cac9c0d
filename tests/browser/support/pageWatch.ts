import type { Page } from 'playwright-core';

export interface PageWatch {
  pageErrors: string[];
  consoleErrors: string[];
  /** Requests to our own server that failed or answered 4xx/5xx. */
  failedRequests: string[];
  /** Every URL requested from our own server. */
  requested: string[];
}

/**
 * Records what a page did wrong: uncaught errors, console errors and failed requests to
 * the demo server. Requests to other origins (map tiles, which cannot load here) are not
 * counted: the tests and the demo must work without them.
 */
export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = { pageErrors: [], consoleErrors: [], failedRequests: [], requested: [] };
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser's own line for a request to another origin that failed (a map tile): not
    // an error of ours, and left out of failedRequests below for the same reason.
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && source && !source.startsWith(origin)) return;
    watch.consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) watch.requested.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin))
      watch.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      watch.failedRequests.push(`${response.url()} (${response.status()})`);
    }
  });
  return watch;
}

/**
 * Waits until the page's islands have settled (`window.nordpark.ready`, then every island on
 * the page now `mounted` or `error`), and no part of an island is still busy loading (what it
 * tells assistive technology with `aria-busy`: a lazily loaded map, an item's details).
 */
/**
 * A guard against a page that never settles, not a speed check: a booking page with a second
 * `npm test` on the same two cores settled after more than 15 s.
 */
export const SETTLE_LIMIT_MS = 60_000;

export async function waitForIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.nordpark?.ready;
  });
  try {
    await page.waitForFunction(islandsSettled, undefined, { timeout: SETTLE_LIMIT_MS });
  } catch (error) {
    // Say what was still loading: an island's state, or a part busy inside one.
    const pending = await page
      .evaluate(() => [
        ...[...document.querySelectorAll('[data-nordpark]')]
          .filter((el) => !['mounted', 'error'].includes(el.getAttribute('data-nordpark-state') ?? ''))
          .map((el) => `${el.getAttribute('data-nordpark')} is ${el.getAttribute('data-nordpark-state')}`),
        ...[...document.querySelectorAll('[data-nordpark] [aria-busy="true"]')].map(
          (el) => `busy: <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`,
        ),
      ])
      .catch(() => ['(the page could not be read)']);
    throw new Error(
      `${page.url()}: islands not settled after ${SETTLE_LIMIT_MS / 1000} s: ${pending.join('; ')}`,
      {
        cause: error,
      },
    );
  }
}

/** Runs in the page: every island mounted (or failed), none still busy loading a part. */
export function islandsSettled(): boolean {
  return (
    [...document.querySelectorAll('[data-nordpark]')].every((el) => {
      const state = el.getAttribute('data-nordpark-state');
      return state === 'mounted' || state === 'error';
    }) && !document.querySelector('[data-nordpark] [aria-busy="true"]')
  );
}
