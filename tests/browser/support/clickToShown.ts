import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Resolves once the page has fetched a module whose file name matches `file` and that module
 * (with what it imports) has run: the page imports the same URL, which settles only then.
 * Waiting for "network idle" is not enough: Playwright answers at once when the page was idle
 * before, and a module still on its way under load made a check flaky (CI, session 10).
 */
export async function moduleRan(page: Page, file: RegExp): Promise<void> {
  // Text, not a function, so the test runner does not rewrite the page's `import()` as its own.
  const fetched = `performance.getEntriesByType('resource').map((entry) => entry.name)
    .find((name) => new RegExp(${JSON.stringify(file.source)}).test(new URL(name).pathname)) ?? null`;
  let url: string | null = null;
  await expect
    .poll(async () => (url = await page.evaluate<string | null>(fetched)), { timeout: 15_000 })
    .not.toBeNull();
  await page.evaluate(
    `import(${JSON.stringify(url)}).then(() => new Promise((resolve) => setTimeout(resolve)))`,
  );
}

/**
 * Whether an element matching `shown` is in the DOM by the task after a click on `button` (in
 * the page, no driver round trip in between): what a visitor asked for came with the click,
 * rather than after React held a suspended part back. An order of events, not a time, so a
 * loaded machine cannot make it flaky.
 */
export function shownWithTheClick(page: Page, button: string, shown: string): Promise<boolean> {
  return page.evaluate(
    ([button, shown]) =>
      new Promise<boolean>((resolve) => {
        const target = document.querySelector<HTMLElement>(button);
        if (!target) throw new Error(`nothing matches ${button}`);
        target.click();
        setTimeout(() => resolve(document.querySelector(shown) !== null));
      }),
    [button, shown] as const,
  );
}
