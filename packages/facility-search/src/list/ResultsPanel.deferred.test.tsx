import { patiently, renderOutsideAct } from '@nordpark/ui/testing';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mountResultsPanel } from '../testing/mountResultsPanel';
import { facilitiesIn, storeInState } from '../testing/testStore';

// The list as a visitor meets it: whole when mounted with results, a show-more applied after the
// click's frame, and dropped when a new search comes first. Rendered outside `act`, which would
// flush the deferred work at once. (That the new list is rendered outside the click's or the
// answer's own task is the bench's to show: `search: show more` and /se/search's TBT, and the
// ledger in docs/performance.md.)

const stockholm = facilitiesIn('Stockholm', 25);
let restoreAct: () => void;
let root: Root | undefined;

beforeAll(() => {
  restoreAct = renderOutsideAct();
});
afterAll(() => restoreAct());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function mountPanel(state: Parameters<typeof storeInState>[0] = { status: 'done', facilities: stockholm }) {
  const store = storeInState(state);
  const mounted = mountResultsPanel(store);
  root = mounted.root;
  const { container } = mounted;
  const list = () => container.querySelector('.np-results');
  return {
    store,
    items: () => container.querySelectorAll('li.np-facility').length,
    busy: () => list()?.getAttribute('aria-busy') === 'true',
    skeleton: () => container.querySelector('.np-results--loading') !== null,
    count: () => container.querySelector('.np-results__count')?.textContent ?? null,
  };
}

describe("the list's changes follow in the background", () => {
  test('mounted with results, the list comes whole, with its count', () => {
    const panel = mountPanel();
    expect(panel.items()).toBe(10);
    expect(panel.busy()).toBe(false);
    expect(panel.count()).toMatch(/10/);
  });

  test("a show-more click waits for the click's own frame to be painted; a new search drops a pending one", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const panel = mountPanel();
    await vi.waitFor(() => expect(panel.busy()).toBe(false), patiently);
    // Timers run when the test says: the show-more waits for a frame and then a timer, and a
    // timer due now must not bring it earlier.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = () => document.querySelector<HTMLButtonElement>('.np-results__more');
    flushSync(() => button()?.click());
    vi.runOnlyPendingTimers();
    expect(panel.store.getState().shownCount).toBe(10);
    for (const frame of frames.splice(0)) frame(performance.now());
    vi.runOnlyPendingTimers();
    expect(panel.store.getState().shownCount).toBe(20);
    await vi.waitFor(() => expect(panel.items()).toBe(20), patiently);
    // A click whose frame has not come yet when the list goes (a new search's skeleton).
    flushSync(() => button()?.click());
    const clickFrame = frames.length;
    flushSync(() => panel.store.setState({ status: 'loading', facilities: [], shownCount: 10 }));
    await vi.waitFor(() => expect(panel.skeleton()).toBe(true), patiently);
    // The list's clean-up (an effect's, which React may run a task after the skeleton shows)
    // has given the click up; its frame then comes all the same, and so does its timer.
    await vi.waitFor(() => expect(cancelFrame).toHaveBeenCalledWith(clickFrame), patiently);
    for (const frame of frames.splice(0)) frame(performance.now());
    vi.runOnlyPendingTimers();
    expect(panel.store.getState().shownCount).toBe(10);
  });
});
