/** What `whenIdle` needs of a window: its idle callbacks, which Safari does not have. */
export type IdleView = Pick<Partial<Window>, 'requestIdleCallback' | 'cancelIdleCallback'>;

/**
 * Runs `work` when the browser is idle, at the latest after `timeout` ms (then with no idle
 * time left). Where the browser has no idle callbacks (Safari), `work` runs after a timer of
 * `fallback` ms instead, without a deadline: never inside the caller's task. `view` is the
 * window whose idle time is meant (an island's own, in a frame). Returns a function that
 * cancels it.
 */
export function whenIdle(
  work: (idle?: IdleDeadline) => void,
  timeout: number,
  fallback = 0,
  view: IdleView = globalThis as IdleView,
): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(work, { timeout });
    return () => view.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(() => work(), fallback);
  return () => clearTimeout(timer);
}
