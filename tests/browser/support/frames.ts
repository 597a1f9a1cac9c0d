import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn two more frames. Whatever the last change set going (an
 * effect, a task it queued, a request it sent, a layout and the shift it makes) has run by
 * then, and its events have reached the test: they travel the same connection ahead of this
 * answer. A check that "nothing happened" waits for this, not for a time.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Resolves once the page has been idle (its queued work done; the browser's cap keeps a page
 * that is never idle from hanging the test) and has then drawn two more frames.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  await afterFrames(page);
}
