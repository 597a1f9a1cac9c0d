/**
 * Runs `work` in a task of its own after the next frame has been painted (a frame callback,
 * then a timer): what a visitor is waiting for reaches the screen first, and the work does
 * not lengthen the task that rendered it. Returns a function that cancels it.
 * Where frames never come (a hidden page), the work waits until they do.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!cancelled) work();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * After the next paint; in a hidden page, where frames do not come until it shows, once the
 * current task's work is done (a microtask: never during the caller, which still sets up).
 */
export function afterPaintWhenVisible(work: () => void): () => void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return afterNextPaint(work);
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}

/** Scrolls an element into the nearest visible place after the next paint (afterNextPaint). */
export function scrollIntoViewAfterPaint(element: Element | null | undefined): () => void {
  if (!element) return () => undefined;
  return afterNextPaint(() => {
    if (element.isConnected) element.scrollIntoView?.({ block: 'nearest' });
  });
}
