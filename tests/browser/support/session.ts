import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished, TestRunner } from 'vitest';
import type { CspMode } from '../../../examples/cms-site/src/csp';
import { launchChromium } from './chromium';
import { type DemoServer, startDemoServer } from './demoServer';
import { type PageWatch, waitForIslands, watchPage } from './pageWatch';
import { WarmPages } from './warmPages';

export interface OpenedPage {
  page: Page;
  watch: PageWatch;
  response: Response | null;
}

export interface BrowserSession {
  readonly server: DemoServer;
  readonly browser: Browser;
  /**
   * A fresh context (own cookies and storage) per test keeps tests independent. It closes when
   * the test that opened it ends (one opened outside a test or in a concurrent one, after the
   * file).
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A context kept for the whole file (a pool of pages that several tests take turns on). */
  newFileContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Pages whose cache outlives a test, reset between tests (see WarmPages). */
  readonly warmPages: WarmPages;
  /** A pool of warm pages of the file's own, `prepare` run on each of its contexts once. */
  newWarmPages(prepare: (context: BrowserContext) => Promise<void>): WarmPages;
  /**
   * A warm page (see WarmPages) given back when the test ends; in a concurrent test, which
   * cannot tell when it ends, a page in a fresh context.
   */
  page(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A demo page, watched, once every island on it has settled. Context options set what the
   * page may do (geolocation and its permission, viewport). In a test of its own, a warm page
   * (see WarmPages) given back when the test ends; in a concurrent one, a fresh context.
   */
  openPage(path: string, options?: BrowserContextOptions): Promise<OpenedPage>;
}

/**
 * The browser project's one Chromium (tests/browser/support/globalSetup.ts), or one of this
 * file's own when run without it. `close()` on a connected browser closes this file's
 * contexts and the connection, not the shared browser.
 */
export function connectChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

/** Starts the demo server and connects to Chromium once for a test file; stops both after it. */
export function useBrowserSession(options: { csp?: CspMode } = {}): BrowserSession {
  let server: DemoServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pools: WarmPages[] = [];
  const newWarmPages = (prepare?: (context: BrowserContext) => Promise<void>) => {
    const pool = new WarmPages(
      () => required(browser, 'Chromium'),
      () => [new URL(required(server, 'demo server').url).origin],
      prepare,
    );
    pools.push(pool);
    return pool;
  };
  const warmPages = newWarmPages();
  beforeAll(async () => {
    [server, browser] = await Promise.all([startDemoServer(options), connectChromium()]);
  });
  afterAll(async () => {
    await Promise.all([...pools.map((pool) => pool.close()), ...contexts.map((context) => context.close())]);
    await browser?.close();
    await server?.close();
  });
  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} not started: use inside a test`);
    return value;
  };
  return {
    get server() {
      return required(server, 'demo server');
    },
    get browser() {
      return required(browser, 'Chromium');
    },
    newContext(options) {
      // Concurrent tests cannot tell whose test is current after an await: they close their own.
      const test = TestRunner.getCurrentTest();
      if (!test || test.concurrent) return this.newFileContext(options);
      const opening = required(browser, 'Chromium').newContext(options);
      // A test's pages close when it ends: left open, each keeps its timers, animations and
      // map running beside every later test of the file (CPU the whole run shares).
      onTestFinished(async () => (await opening).close());
      return opening;
    },
    async newFileContext(options) {
      const context = await required(browser, 'Chromium').newContext(options);
      contexts.push(context);
      return context;
    },
    warmPages,
    newWarmPages,
    async page(options = {}) {
      const test = TestRunner.getCurrentTest();
      if (!test || test.concurrent) return (await this.newFileContext(options)).newPage();
      const taking = warmPages.take(options);
      onTestFinished(async () => (await taking).release());
      return (await taking).page;
    },
    async openPage(path, options) {
      const page = await this.page(options);
      const origin = required(server, 'demo server').url;
      const watch = watchPage(page, origin);
      const response = await page.goto(`${origin}${path}`);
      await waitForIslands(page);
      return { page, watch, response };
    },
  };
}
