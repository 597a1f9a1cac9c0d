import type { Page } from 'playwright-core';

/**
 * Opens a page on the demo's origin (so the bundle, the API and the other pages are the demo's)
 * holding `head` and `body` as an editor or a host's template left them: what a pasted block
 * does once it is a page.
 */
export async function openPastedPage(
  page: Page,
  origin: string,
  { head, body, lang = 'en' }: { head: string; body: string; lang?: string },
): Promise<void> {
  const url = `${origin}/pasted-page`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Pasted</title>${head}</head><body>${body}</body></html>`,
    }),
  );
  await page.goto(url);
}
