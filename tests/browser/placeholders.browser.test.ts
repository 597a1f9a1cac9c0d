// The grey placeholders the search and the booking flow show while their data is on its way,
// in Chromium against the reference server: they move on the compositor (no main-thread paint
// each frame while the island loads), they keep still when the visitor asks for less motion, and
// one island's stylesheet does not reshape another's placeholder on a page holding both.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { holdFirstCall } from './support/heldCall';
import { demoRoute } from './support/routes';
import { useBrowserSession } from './support/session';

const SEARCH = '/se/search?lat=59.3293&lng=18.0686&name=Stockholm';
const NEARBY = '/booking/getnearbyfacilities';
const BOOKING = demoRoute('/se/booking/');
const SUMMARY = '/booking/getfacilitysummary';
/** What each island says while its first call is on its way. */
const searchLoading = (page: Page) => page.getByRole('img', { name: 'Laddar parkeringar' });
const bookingLoading = (page: Page) => page.getByRole('status').filter({ hasText: 'Laddar…' });

/** What the page's running animations change, one entry per animation (pseudo-elements included). */
function animatedProperties(page: Page): Promise<{ target: string; properties: string[] }[]> {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const properties = new Set(
        effect
          .getKeyframes()
          .flatMap((frame) => Object.keys(frame))
          .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
      );
      return {
        target: `${effect.target?.className ?? '?'}${effect.pseudoElement ?? ''}`,
        properties: [...properties],
      };
    }),
  );
}

describeBrowser('the loading placeholders', () => {
  const session = useBrowserSession();

  /** A page whose first call is held, once its island shows what it shows meanwhile. */
  async function whileLoading(
    path: string,
    call: string,
    shown: (page: Page) => Locator,
    reducedMotion: 'reduce' | 'no-preference',
  ) {
    const context = await session.newContext({ reducedMotion });
    const page = await context.newPage();
    const held = await holdFirstCall(page, call);
    await page.goto(`${session.server.url}${path}`);
    await held.arrived;
    await shown(page).waitFor();
    return { page, held };
  }

  for (const [name, path, call, shown] of [
    ['the search', SEARCH, NEARBY, searchLoading],
    ['the booking flow', BOOKING, SUMMARY, bookingLoading],
  ] as const) {
    test(`${name}: every placeholder animation moves a transform or an opacity only`, async () => {
      const { page, held } = await whileLoading(path, call, shown, 'no-preference');
      await expect.poll(async () => (await animatedProperties(page)).length).toBeGreaterThan(1);
      for (const { target, properties } of await animatedProperties(page))
        expect(
          properties.filter((p) => p !== 'transform' && p !== 'opacity'),
          target,
        ).toEqual([]);
      held.release();
    });

    test(`${name}: with less motion asked for, the placeholders keep still`, async () => {
      const { page, held } = await whileLoading(path, call, shown, 'reduce');
      const placeholders = (await animatedProperties(page)).filter(({ target }) =>
        target.endsWith('::after'),
      );
      expect(placeholders).toEqual([]);
      held.release();
    });
  }

  test("the booking flow's placeholder keeps its shape on a page that also holds the search", async () => {
    const { page, held } = await whileLoading(BOOKING, SUMMARY, bookingLoading, 'no-preference');
    await page.addStyleTag({ url: '/assets/nordpark/islands/facility-search.css' });
    const shape = await page
      .locator('[data-nordpark="booking-flow"] [aria-busy="true"]')
      .first()
      .evaluate((element) => ({ height: element.clientHeight, content: element.scrollHeight }));
    // Its blocks fit inside it: nothing spills over what follows.
    expect(shape.content).toBeLessThanOrEqual(shape.height + 1);
    expect(shape.height).toBeGreaterThan(100);
    held.release();
  });
});
