// Waiting for idle time: idle work gets the browser's deadline, and where there are no idle
// callbacks, a timer instead (never inside the caller's task).
import { afterEach, expect, test, vi } from 'vitest';
import { type IdleView, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A view with idle callbacks the test runs by hand. */
function idleView() {
  const waiting = new Map<number, { work: IdleRequestCallback; timeout: number | undefined }>();
  let last = 0;
  const view: IdleView = {
    requestIdleCallback: (work, options) => {
      waiting.set(++last, { work, timeout: options?.timeout });
      return last;
    },
    cancelIdleCallback: (handle) => void waiting.delete(handle),
  };
  return { view, waiting };
}

test("whenIdle hands the work the view's idle deadline, waiting at most the timeout", () => {
  const { view, waiting } = idleView();
  const work = vi.fn();
  whenIdle(work, 100, 50, view);
  expect(work).not.toHaveBeenCalled();
  const [request] = [...waiting.values()];
  expect(request?.timeout).toBe(100);
  const deadline = { didTimeout: false, timeRemaining: () => 12 };
  request?.work(deadline);
  expect(work).toHaveBeenCalledExactlyOnceWith(deadline);
});

test('whenIdle cancelled forgets the idle callback', () => {
  const { view, waiting } = idleView();
  whenIdle(() => undefined, 100, 50, view)();
  expect(waiting.size).toBe(0);
});

test('whenIdle without idle callbacks runs the work after the fallback timer, without a deadline', () => {
  vi.useFakeTimers();
  const work = vi.fn();
  whenIdle(work, 100, 50, {});
  vi.advanceTimersByTime(49);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledExactlyOnceWith();

  const cancelled = vi.fn();
  whenIdle(cancelled, 100, 0, {})();
  vi.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});

test("whenIdle defaults to the global window's idle callbacks", () => {
  const requested = vi.fn(() => 7);
  vi.stubGlobal('requestIdleCallback', requested);
  const work = vi.fn();
  whenIdle(work, 2000);
  expect(requested).toHaveBeenCalledExactlyOnceWith(work, { timeout: 2000 });
});
