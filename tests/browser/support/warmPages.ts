import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** The events a test may have listened to on the page or the context. */
const PAGE_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
] as const;

interface WarmPage {
  context: BrowserContext;
  page: Page;
  /** A test installed the page's fake clock, which Playwright cannot take out again. */
  clockInstalled?: boolean;
}

/**
 * Pages that keep their browser context, and so its HTTP cache and V8's code cache, from one
 * test to the next. A demo page loaded in a fresh context cost this machine about 1.5 s of CPU
 * (a renderer started, ~60 files fetched, parsed and compiled cold); the same load in a page
 * that had loaded it before about 0.36 s. The browser files load some 400 pages a run.
 *
 * A page is one test's at a time, and reset before the next takes it: the test's listeners and
 * routes removed (the page's and the context's), online again, the storage of the origin it
 * ended on and of the demo's origins cleared, cookies, permissions, geolocation and extra
 * headers cleared, viewport and media emulation back to the context's options, left on
 * about:blank. A page that cannot be reset (closed, crashed) is closed with its context,
 * never handed on.
 *
 * For tests that load pages and act on them. Not for a test that counts the files a load
 * fetches (the cache is the point here), adds to the context what cannot be taken away again
 * (`addInitScript`, `exposeFunction`; a pool whose every context gets them is fine), or walks
 * the history back past its own first page.
 */
export class WarmPages {
  private readonly idle = new Map<string, WarmPage[]>();
  private readonly contexts = new Set<BrowserContext>();

  /**
   * `prepare` runs once on each new context (a fixed clock, say); what it sets must be the
   * same for every test that shares the options.
   */
  constructor(
    private readonly browser: () => Browser,
    /** The origins whose storage a test may leave something in (the demo server's). */
    private readonly origins: () => readonly string[],
    private readonly prepare: (context: BrowserContext) => Promise<void> = async () => {},
  ) {}

  /** A warm page made with `options`, the caller's until it calls `release` (once). */
  async take(options: BrowserContextOptions): Promise<{ page: Page; release: () => Promise<void> }> {
    const key = JSON.stringify(options);
    const warm = this.idle.get(key)?.pop() ?? (await this.open(options));
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await this.reset(warm, options).then(
        () => this.idle.set(key, [...(this.idle.get(key) ?? []), warm]),
        () => this.discard(warm),
      );
    };
    return { page: warm.page, release };
  }

  /** Runs `test` with a warm page made with `options`, then resets the page for the next. */
  async use<T>(options: BrowserContextOptions, test: (page: Page) => Promise<T>): Promise<T> {
    const { page, release } = await this.take(options);
    try {
      return await test(page);
    } finally {
      await release();
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.contexts].map((context) => context.close().catch(() => undefined)));
    this.contexts.clear();
    this.idle.clear();
  }

  private async open(options: BrowserContextOptions): Promise<WarmPage> {
    const context = await this.browser().newContext(options);
    this.contexts.add(context);
    await this.prepare(context);
    const warm: WarmPage = { context, page: await context.newPage() };
    // Fake timers would run on in every later test given this page: it is not handed on.
    const install = context.clock.install.bind(context.clock);
    context.clock.install = (...args) => {
      warm.clockInstalled = true;
      return install(...args);
    };
    return warm;
  }

  private async reset(warm: WarmPage, options: BrowserContextOptions): Promise<void> {
    const { context, page } = warm;
    if (page.isClosed() || context.pages().length !== 1 || warm.clockInstalled)
      throw new Error('not reusable');
    // Not 'close' and 'crash': Playwright's own waits listen to those.
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      context.setOffline(options.offline ?? false),
    ]);
    // Storage is cleared from a document of its origin (session storage is the tab's): where the
    // page ended, then each origin the tests use, visited (a 404 is enough) if it was not that.
    const clearStorage = () =>
      page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    const ended = /^https?:/.test(page.url()) ? new URL(page.url()).origin : null;
    if (ended) await clearStorage();
    for (const origin of this.origins()) {
      if (origin === ended) continue;
      await page.goto(`${origin}/__warm-page-reset`);
      await clearStorage();
    }
    await page.goto('about:blank');
    await Promise.all([
      context.clearCookies(),
      context
        .clearPermissions()
        .then(() => options.permissions && context.grantPermissions(options.permissions)),
      context.setGeolocation(options.geolocation ?? null),
      context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {}),
      options.viewport && page.setViewportSize(options.viewport),
      page.emulateMedia({
        media: null,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
        forcedColors: options.forcedColors ?? 'none',
      }),
    ]);
  }

  private async discard({ context }: WarmPage): Promise<void> {
    this.contexts.delete(context);
    await context.close().catch(() => undefined);
  }
}
