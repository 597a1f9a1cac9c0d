// The loader's waiting half, a chunk of its own: only a page with an island that waits
// (data-nordpark-load) downloads it, so nordpark.js stays within its budget.
import { ISLAND_LOADS, type IslandLoad } from '@nordpark/core';
import { whenIdle } from '@nordpark/ui/schedule';
import type { IslandRecord } from './records';

/** What this chunk needs of a waiting island's record (loader/records.ts). */
export type Waiting = Pick<IslandRecord, 'wake' | 'stop'>;

/** How far below (or above) the viewport a `visible` island starts loading: its code, texts
 * and data are then on their way while the visitor scrolls the last stretch. */
export const VISIBLE_MARGIN = '200px';

/** The longest an `idle` island waits for idle time after the page's `load`, ms. */
export const IDLE_TIMEOUT_MS = 2000;

/** What a visitor does inside an `interaction` island that wakes it. */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Wakes the waiting island of `record` (calls its `wake`) when `trigger`, its
 * `data-nordpark-load`, fires for `element`, and adds forgetting the trigger to the record's
 * `stop` (an unmount, or a wake by hand). Where the browser lacks what a trigger needs, the
 * island wakes without it.
 */
export function whenDue(element: HTMLElement, trigger: unknown, record: Waiting): void {
  // Woken by hand, or unmounted, while this chunk loaded.
  if (!record.wake) return;
  // The loader waits only for a trigger it knows (loadTrigger.ts); anything else wakes at once.
  if (!ISLAND_LOADS.includes(trigger as IslandLoad) || trigger === 'eager') {
    record.wake();
    return;
  }
  const fire = () => record.wake?.();
  const disarm =
    trigger === 'visible'
      ? whenVisible(element, fire)
      : trigger === 'idle'
        ? whenIdleAfterLoad(element.ownerDocument.defaultView ?? window, fire)
        : whenTouched(element, fire);
  const forget = record.stop;
  record.stop = () => {
    forget?.();
    disarm();
  };
}

function whenVisible(element: HTMLElement, fire: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return soon(fire);
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && fire(),
    {
      rootMargin: VISIBLE_MARGIN,
    },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Fires in the view's idle time (at the latest after IDLE_TIMEOUT_MS) once the page has loaded. */
function whenIdleAfterLoad(view: Window, fire: () => void): () => void {
  let cancel: () => void = () => undefined;
  const inIdleTime = () => {
    cancel = whenIdle(fire, IDLE_TIMEOUT_MS, 0, view);
  };
  if (view.document.readyState === 'complete') inIdleTime();
  else {
    view.addEventListener('load', inIdleTime, { once: true });
    cancel = () => view.removeEventListener('load', inIdleTime);
  }
  return () => cancel();
}

function whenTouched(element: HTMLElement, fire: () => void): () => void {
  // Focus already inside (a visitor tabbed into the fallback before the loader ran) is an
  // interaction that happened.
  if (element.contains(element.ownerDocument.activeElement)) return soon(fire);
  // Capture: the fallback's own handlers may stop the event from bubbling.
  for (const type of INTERACTION_EVENTS)
    element.addEventListener(type, fire, { capture: true, passive: true });
  return () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, fire, { capture: true });
  };
}

/** Fires in a task of its own (never inside the caller's), unless stopped first. */
function soon(fire: () => void): () => void {
  const timer = setTimeout(fire);
  return () => clearTimeout(timer);
}
