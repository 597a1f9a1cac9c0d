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
