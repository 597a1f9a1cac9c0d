import type { Page } from 'playwright-core';

/**
 * What a keyboard user must be able to reach. Disabled controls are left out,
 * `:disabled` also covering those inside a disabled fieldset.
 */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Where one Tab press put the focus. */
export interface FocusStop {
  /** Identity of the element within the page (the same element keeps its id). */
  id: number;
  /** Its index among the interactive elements found before tabbing, or -1. */
  candidate: number;
  element: string;
  visible: boolean;
  /** How focus shows (`outline`, `box-shadow`, …), or null when nothing visibly changes. */
  indicator: string | null;
}

export interface TabWalk {
  /** Every visible interactive element of the page, described. */
  candidates: string[];
  /** Each focus stop in order, up to where focus came back round. */
  stops: FocusStop[];
  presses: number;
  /** True when focus came back to the page itself or to the first stop. */
  cycled: boolean;
  /**
   * Per candidate, true when it left the document during the walk: a map that re-clusters
   * (Leaflet pans to a focused marker) replaces its marker elements with new ones.
   */
  gone: boolean[];
}

interface PageLog {
  stops: (FocusStop | { id: -1; left: true })[];
}

/**
 * Runs in the page: finds the interactive elements, records how each looks unfocused, and
 * logs every focus change from then on with what visibly changed on the focused element.
 */
function installFocusLog(selector: string): string[] {
  const ids = new WeakMap<Element, number>();
  let nextId = 0;
  const idOf = (el: Element) => {
    let id = ids.get(el);
    if (id === undefined) {
      id = nextId++;
      ids.set(el, id);
    }
    return id;
  };
  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const label = (
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? el.name) : el.textContent) ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    const href = el instanceof HTMLAnchorElement ? ` href="${el.getAttribute('href')}"` : '';
    return `<${tag}${id}${classes}${href}>${label ? ` "${label}"` : ''}`;
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 0 &&
      box.height > 0 &&
      !el.closest('[inert]')
    );
  };
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`,
      outlineShown:
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        !/^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor),
      boxShadow: style.boxShadow,
      border: sides
        .map((side) => {
          const s = style as unknown as Record<string, string>;
          return `${s[`border${side}Width`]} ${s[`border${side}Style`]} ${s[`border${side}Color`]}`;
        })
        .join('|'),
      background: style.backgroundColor,
      textDecoration: style.textDecorationLine,
    };
  };

  (document.activeElement as HTMLElement | null)?.blur?.();
  window.scrollTo(0, 0);
  // A radio group is one Tab stop (its checked radio, else its first; arrows move within it,
  // as the platform does): the others of the group are not candidates.
  const groupStop = (el: Element) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = [...(el.form ?? document).querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (radio) => radio.name === el.name && visible(radio),
    );
    return el === (group.find((radio) => radio.checked) ?? group[0]);
  };
  const candidates = [...document.querySelectorAll(selector)].filter((el) => visible(el) && groupStop(el));
  (window as Window & { __npFocusCandidates?: Element[] }).__npFocusCandidates = candidates;
  const unfocused = new Map(candidates.map((el) => [el, look(el)]));
  for (const el of candidates) idOf(el);

  const log: PageLog = { stops: [] };
  (window as Window & { __npFocusLog?: PageLog }).__npFocusLog = log;
  document.addEventListener(
    'focusin',
    (event) => {
      const el = (event.composedPath()[0] ?? event.target) as Element;
      // A focus style that transitions in, or a pop-up fading in around the element, would
      // still read as its start: jump every running animation of the page to its end.
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // an infinite animation cannot finish; its current frame is what is seen
        }
      }
      const now = look(el);
      const before = unfocused.get(el);
      const shows: string[] = [];
      if (now.outlineShown && now.outline !== before?.outline) shows.push('outline');
      if (now.boxShadow !== 'none' && now.boxShadow !== before?.boxShadow) shows.push('box-shadow');
      if (before && now.border !== before.border) shows.push('border');
      if (before && now.background !== before.background) shows.push('background');
      if (before && now.textDecoration !== before.textDecoration) shows.push('text-decoration');
      log.stops.push({
        id: idOf(el),
        candidate: candidates.indexOf(el),
        element: describe(el),
        visible: visible(el),
        indicator: shows.length ? shows.join(' + ') : null,
      });
    },
    true,
  );
  document.addEventListener(
    'focusout',
    (event) => {
      // Focus left the page's elements: back to the document (or the browser's own UI).
      if ((event as FocusEvent).relatedTarget) return;
      // A focused element taken out of the page (a map re-clustering its markers as it pans to
      // the focused one) loses focus the same way, and the next Tab goes on from where it was:
      // that is not the walk coming round. Judged once the removal is done.
      const target = event.target as Element;
      queueMicrotask(() => {
        if (target.isConnected) log.stops.push({ id: -1, left: true });
      });
    },
    true,
  );
  return candidates.map(describe);
}

/** Where the walk came back round: the page itself again, or the first stop again. */
function cycleEnd(stops: PageLog['stops']): number {
  const first = stops[0];
  if (!first) return -1;
  return stops.findIndex((stop, index) => index > 0 && ('left' in stop || stop.id === first.id));
}

/**
 * Presses Tab from the top of the page until focus comes back round (to the page itself or
 * to the first element) or `maxPresses` is reached, and returns every stop on the way.
 */
export async function walkTabOrder(page: Page, maxPresses = 200): Promise<TabWalk> {
  // Run through tsx (esbuild keepNames), inner functions are wrapped in `__name(…)`.
  await page.evaluate('globalThis.__name ??= (target) => target');
  const candidates = await page.evaluate(installFocusLog, INTERACTIVE_SELECTOR);
  let presses = 0;
  // One round trip to read the log per batch, not per press: the first batch is one full
  // round plus the step back to the start.
  let batch = candidates.length + 2;
  while (presses < maxPresses) {
    for (let i = 0; i < batch && presses < maxPresses; i++, presses++) await page.keyboard.press('Tab');
    const { stops } = await page.evaluate(
      () => (window as Window & { __npFocusLog?: PageLog }).__npFocusLog ?? { stops: [] },
    );
    const end = cycleEnd(stops);
    if (end !== -1) {
      return finish(page, { candidates, stops: stops.slice(0, end) as FocusStop[], presses, cycled: true });
    }
    if (presses >= maxPresses) {
      return finish(page, {
        candidates,
        stops: stops.filter((stop): stop is FocusStop => !('left' in stop)),
        presses,
        cycled: false,
      });
    }
    batch = 5;
  }
  return finish(page, { candidates, stops: [], presses, cycled: false });
}

/** The walk with which of its candidates are no longer in the document. */
async function finish(page: Page, walk: Omit<TabWalk, 'gone'>): Promise<TabWalk> {
  const gone = await page.evaluate(() =>
    ((window as Window & { __npFocusCandidates?: Element[] }).__npFocusCandidates ?? []).map(
      (element) => !element.isConnected,
    ),
  );
  return { ...walk, gone };
}

/** What is wrong for a keyboard user, one line each; empty when nothing is. */
export function keyboardFailures(walk: TabWalk): string[] {
  const failures: string[] = [];
  const reached = new Set(walk.stops.map((stop) => stop.candidate));
  walk.candidates.forEach((element, index) => {
    // One that left the page during the walk was replaced, not skipped (its replacement is new).
    if (!reached.has(index) && !walk.gone[index]) failures.push(`not reachable with Tab: ${element}`);
  });
  const seen = new Set<number>();
  for (const stop of walk.stops) {
    if (seen.has(stop.id)) continue;
    seen.add(stop.id);
    if (!stop.visible) failures.push(`focus lands on an element that is not visible: ${stop.element}`);
    else if (!stop.indicator) failures.push(`no visible focus indicator: ${stop.element}`);
  }
  if (!walk.cycled && failures.length > 0) {
    failures.push(`(focus did not come back to the start within ${walk.presses} Tab presses)`);
  }
  return failures;
}
