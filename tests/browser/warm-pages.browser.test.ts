import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { useBrowserSession } from './support/session';

// The browser files hand a page from one test to the next to keep its cache (WarmPages): what
// one test leaves in it must never reach the next. Each case leaves something, gives the page
// back and takes it again.

describeBrowser('a warm page hands nothing of one test on to the next', () => {
  const session = useBrowserSession();
  const OPTIONS = { viewport: { width: 800, height: 600 } };

  test('storage, cookies, permissions, routes, listeners, offline, viewport and media are reset', async () => {
    const origin = session.server.url;
    const first = await session.warmPages.take(OPTIONS);
    const { page } = first;
    const context = page.context();
    await page.goto(`${origin}/test/no-islands`);
    await page.evaluate(() => {
      localStorage.setItem('left', 'local');
      sessionStorage.setItem('left', 'session');
    });
    await context.addCookies([{ name: 'left', value: 'cookie', url: origin }]);
    await context.grantPermissions(['geolocation'], { origin });
    const heard: string[] = [];
    page.on('console', (message) => heard.push(message.text()));
    await page.route('**/test/no-islands', (route) => route.fulfill({ body: 'routed' }));
    await context.setOffline(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    await first.release();

    const second = await session.warmPages.take(OPTIONS);
    try {
      expect(second.page, 'the same page, warm').toBe(page);
      expect(page.url()).toBe('about:blank');
      const response = await page.goto(`${origin}/test/no-islands`);
      expect(await response?.text(), 'routes removed, online').not.toBe('routed');
      const left = await page.evaluate(async () => {
        // biome-ignore lint/suspicious/noConsole: a line in the page, which the removed listener must not hear
        console.log('after');
        return {
          local: localStorage.getItem('left'),
          session: sessionStorage.getItem('left'),
          cookie: document.cookie,
          geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
          width: window.innerWidth,
          forced: matchMedia('(forced-colors: active)').matches,
          dark: matchMedia('(prefers-color-scheme: dark)').matches,
        };
      });
      expect(left).toEqual({
        local: null,
        session: null,
        cookie: '',
        geolocation: 'prompt',
        width: OPTIONS.viewport.width,
        forced: false,
        dark: false,
      });
      expect(heard, 'the first test’s listener removed').toEqual([]);
    } finally {
      await second.release();
    }
  });

  test('storage of the demo origin is cleared when the page ended on another origin', async () => {
    const origin = session.server.url;
    // The same server under another name is another origin.
    const elsewhere = origin.replace('127.0.0.1', 'localhost');
    expect(elsewhere).not.toBe(origin);
    const first = await session.warmPages.take(OPTIONS);
    await first.page.goto(`${origin}/test/no-islands`);
    await first.page.evaluate(() => {
      localStorage.setItem('left', 'local');
      sessionStorage.setItem('left', 'session');
    });
    await first.page.goto(`${elsewhere}/test/no-islands`);
    await first.release();

    const second = await session.warmPages.take(OPTIONS);
    try {
      await second.page.goto(`${origin}/test/no-islands`);
      expect(
        await second.page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]),
      ).toEqual([null, null]);
    } finally {
      await second.release();
    }
  });

  test('a page the test closed is not handed on: the next test gets a new one', async () => {
    const first = await session.warmPages.take(OPTIONS);
    await first.page.close();
    await first.release();
    const second = await session.warmPages.take(OPTIONS);
    try {
      expect(second.page.isClosed()).toBe(false);
      expect(second.page).not.toBe(first.page);
    } finally {
      await second.release();
    }
  });
});
