import { afterNextPaint } from './paint';

/** Scrolls an element into the nearest visible place after the next paint (afterNextPaint). */
export function scrollIntoViewAfterPaint(element: Element | null | undefined): () => void {
  if (!element) return () => undefined;
  return afterNextPaint(() => {
    if (element.isConnected) element.scrollIntoView?.({ block: 'nearest' });
  });
}
