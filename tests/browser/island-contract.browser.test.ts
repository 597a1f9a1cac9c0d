// The embedding contract as a host page reads it (architecture §3): `mounted` means the first
// real view is on screen, the host's fallback stays until then with no blank frame and no
// layout shift, `window.nordpark.ready` and the bubbling `nordpark:statechange` event.
// Only the public contract and what a person sees are read here.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { layoutShiftsSince, recordLayoutShiftsIn, sumOf, withoutInput } from './support/layoutShifts';
import { DEMO_ROUTES } from './support/routes';
import { useBrowserSession } from './support/session';

/** What the page saw of each island, recorded from before the loader runs. */
interface Seen {
  island: string;
  /** The host's fallback text, as the page first showed it. */
  fallbackText: string;
  events: { state: string; controls: number; text: string; fallbackLeft: number }[];
  /** Animation frames (from the first one) in which the island showed no text at all. */
  blankFrames: number;
  framesWatched: number;
}

/** What `window.__contract()` answers. */
interface Contract {
  islands: Seen[];
}

// Runs in the page before any script: records every state change with a picture of the island
// at that moment, and at every frame whether the island shows any text.
function recordIslands() {
  const seen = new Map<Element, Seen>();
  const fallbacks = new Map<Element, Node[]>();
  const controls = (el: Element) =>
    el.querySelectorAll('input:not([type="hidden"]),button,select,textarea,a[href]').length;
  const visibleText = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
  const start = () => {
    for (const el of document.querySelectorAll('[data-nordpark]')) {
      fallbacks.set(el, Array.from(el.childNodes));
      seen.set(el, {
        island: el.getAttribute('data-nordpark') ?? '',
        fallbackText: visibleText(el),
        events: [],
        blankFrames: 0,
        framesWatched: 0,
      });
    }
    const frame = () => {
      let watching = false;
      for (const [el, record] of seen) {
        if (record.framesWatched > 600) continue;
        watching = true;
        record.framesWatched += 1;
        if (record.fallbackText !== '' && visibleText(el) === '') record.blankFrames += 1;
      }
      if (watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener('nordpark:statechange', (event) => {
    const el = event.target as Element;
    const record = seen.get(el);
    const { state } = (event as CustomEvent<{ state: string }>).detail;
    record?.events.push({
      state,
      controls: controls(el),
      text: visibleText(el),
      fallbackLeft: (fallbacks.get(el) ?? []).filter((node) => node.isConnected && node.parentNode === el)
        .length,
    });
  });
  // The loader is a module script: it runs after the document is parsed, so the fallbacks are
  // all there when this runs (DOMContentLoaded fires after deferred scripts, before modules'
  // islands mount).
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') start();
  });
  Object.assign(window, {
    __contract: () => ({ islands: [...seen.values()] }),
  });
}

const PAGES = DEMO_ROUTES.filter((route) => route !== '/');

describeBrowser('the island contract, read as a host page reads it', () => {
  const session = useBrowserSession();

  test('the demo serves every page kind of every market', () => {
    const markets = ['se', 'no', 'fi'];
    const required = [
      '/',
      ...markets.flatMap((m) => [
        `/${m}/search`,
        `/${m}/search-simple`,
        `/${m}/booking/`,
        `/${m}/date-field`,
      ]),
      '/se/customer-service',
      '/se/my-parking',
    ];
    expect(DEMO_ROUTES.map((route) => route.split('?')[0]).sort()).toEqual(required.sort());
  });

  // One load per page checks the whole contract (each page load costs a core about a second).
  for (const path of PAGES) {
    // The search pages' body class is read in the same load (CFG-01).
    const searchPage = path.includes('search');
    test(`${path}: answers 200, ${searchPage ? 'CFG-01 body class facilitysearchpage, ' : ''}mounted only with the first real view, the fallback kept until then, no layout shift, ready resolves`, async () => {
      const { page, errors, response, context } = await openRecorded(path);
      expect(response?.status()).toBe(200);
      const states = await settle(page);
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === 'mounted')).toBe(true);
      const contract = (await page.evaluate('window.__contract()')) as Contract;
      const { islands } = contract;
      for (const seen of islands) {
        const where = `${path} ${seen.island}`;
        expect(
          seen.events.map((event) => event.state),
          where,
        ).toEqual(['loading', 'mounted']);
        const mounted = seen.events[1];
        // The first real view: a control to use and words to read, and nothing of the fallback.
        expect(mounted?.controls, where).toBeGreaterThan(0);
        expect(mounted?.text, where).not.toBe('');
        expect(mounted?.fallbackLeft, where).toBe(0);
        // Until then the host's fallback was on screen, untouched.
        expect(seen.events[0]?.fallbackLeft, where).toBeGreaterThan(0);
        expect(seen.blankFrames, where).toBe(0);
      }
      expect(await shiftsIn(page)).toBe('no layout shift');
      expect(errors).toEqual([]);
      if (searchPage) {
        expect(await page.evaluate(() => document.body.classList.contains('facilitysearchpage'))).toBe(true);
      }
      await context.close();
    });
  }

  /** A page at desktop size, recorded from before the loader runs; `late` answers slowly. */
  async function openRecorded(path: string, late?: RegExp) {
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(recordIslands);
    await recordLayoutShiftsIn(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (late) {
      await page.route(
        (url) => late.test(url.pathname),
        (route) => setTimeout(() => void route.continue(), 1500),
      );
    }
    const response = await page.goto(`${session.server.url}${path}`);
    return { context, page, errors, response };
  }

  /**
   * Waits until `ready` resolved (every island present at load settled) and two frames more (a
   * shift caused by the mounting commit is reported after it is painted); the islands' states.
   */
  function settle(page: Page): Promise<(string | null)[]> {
    return page.evaluate(async () => {
      await window.nordpark?.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.querySelectorAll('[data-nordpark]')].map((el) =>
        el.getAttribute('data-nordpark-state'),
      );
    });
  }

  /** What shifted without an input, and which elements moved; "no layout shift" when nothing did. */
  const shiftsIn = async (page: Page) => {
    const shifts = withoutInput(await layoutShiftsSince(page));
    const cls = sumOf(shifts);
    return cls > 0
      ? `${cls.toFixed(4)} (moved: ${shifts.flatMap((shift) => shift.moved).join(', ')})`
      : 'no layout shift';
  };

  test('a part that arrives late (the search bar’s date field, its texts slow) shifts nothing either', async () => {
    // The rest of the search is ready first: it must not show beside the host's fallback.
    const { context, page } = await openRecorded('/se/search', /date-field-sv/);
    await settle(page);
    expect(await shiftsIn(page)).toBe('no layout shift');
    await context.close();
  });
});
