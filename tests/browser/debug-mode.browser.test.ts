// Debug mode as an editor meets it on the demo: with ?nordpark-debug in the page's
// URL, an island whose prop is wrong says in its own box what the console says; without it a
// visitor sees the short message only. A misspelt prop shows as a warning above its island.
import { mkdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { useBrowserSession } from './support/session';

const SHORT = 'This part of the page could not be shown. Please try reloading the page.';
const FLEX_DAYS =
  '[nordpark] date-field on div#island-wrong-value: prop "flexDays" must be a number (got "seven"). Fix the data-nordpark-props JSON.';

describeBrowser('debug mode on the demo', () => {
  const session = useBrowserSession();

  test('without ?nordpark-debug: the short message, no internals', async () => {
    const { page, watch } = await session.openPage('/test/editor-mistakes');
    const wrong = page.locator('#island-wrong-value');
    await expect(wrong.getAttribute('data-nordpark-state')).resolves.toBe('error');
    await expect(wrong.locator('[role="alert"]').innerText()).resolves.toBe(SHORT);
    await expect(page.locator('.np-island-debug').count()).resolves.toBe(0);
    await expect(page.locator('#island-misspelt').getAttribute('data-nordpark-state')).resolves.toBe(
      'mounted',
    );
    expect(watch.consoleErrors).toHaveLength(1);
    expect(watch.consoleErrors[0]).toContain(FLEX_DAYS);
  });

  test('with ?nordpark-debug: the full message in the box, the warning above the island', async () => {
    const { page, watch } = await session.openPage('/test/editor-mistakes?nordpark-debug', {
      viewport: { width: 1366, height: 900 },
    });
    const alert = page.locator('#island-wrong-value [role="alert"]');
    await expect(alert.locator('.np-island-debug__message').innerText()).resolves.toBe(FLEX_DAYS);
    // Its own words in the page's language (English here), the console's message word for word.
    const text = await alert.innerText();
    expect(text).toContain('This part could not be shown');
    expect(text).not.toContain(SHORT);
    expect(watch.consoleErrors).toHaveLength(1);
    expect(watch.consoleErrors[0]).toContain(FLEX_DAYS);

    const misspelt = page.locator('#island-misspelt');
    await expect(misspelt.getAttribute('data-nordpark-state')).resolves.toBe('mounted');
    const notice = misspelt.locator('.np-island-debug[role="status"]');
    await notice.waitFor();
    await expect(notice.locator('li').innerText()).resolves.toBe(
      '[nordpark] date-field on div#island-misspelt: unknown prop "flexDys" is ignored. Check its spelling in the data-nordpark-props JSON.',
    );
    // The island itself renders below the notice.
    await expect(misspelt.locator('input').count()).resolves.toBeGreaterThan(0);

    // Accessible: axe finds nothing (contrast of its muted texts on both backgrounds included).
    const violations = await runAxe(page);
    expect(violations, formatViolations('/test/editor-mistakes?nordpark-debug', violations)).toEqual([]);
    // Readable: nothing of the box is cut off or scrolls sideways at 1366 px.
    const overflow = await alert.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflow).toBe(false);
    if (process.env.NORDPARK_DEBUG_SCREENSHOT) {
      mkdirSync(process.env.NORDPARK_DEBUG_SCREENSHOT, { recursive: true });
      await page
        .locator('main')
        .screenshot({ path: `${process.env.NORDPARK_DEBUG_SCREENSHOT}/debug-mode-1366.png` });
    }
  });
});
