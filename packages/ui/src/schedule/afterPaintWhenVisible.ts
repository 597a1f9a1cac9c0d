import { afterNextPaint } from './paint';

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
