import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs the page's own clock (installed with `clock.install()` before the load) a second at a
 * time until `shown` is there: what a page says after some seconds of waiting ("still loading"
 * after 5 s) without the test waiting them in real time. From outside, a test cannot tell when
 * the page set its timer (an island's deadline starts once its code has loaded), so the clock is
 * not jumped by the full delay at once; a second at a time, the page gets to each step (5 s of
 * still-loading, say, well before 20 s of giving up) in order.
 */
export async function runClockUntilShown(page: Page, shown: Locator): Promise<void> {
  await expect
    .poll(async () => {
      if ((await shown.count()) > 0) return true;
      await page.clock.runFor(1_000);
      return (await shown.count()) > 0;
    })
    .toBe(true);
}
