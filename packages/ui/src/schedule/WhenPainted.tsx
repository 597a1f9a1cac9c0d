import { useEffect, useEffectEvent } from 'react';
import { afterNextPaint } from './paint';

/**
 * Renders nothing; calls `onPainted` in a task of its own once the frame after its mount is
 * painted (afterNextPaint). For work that should follow what mounted with it on screen
 * rather than share its task (the search map's tiles after its first view).
 */
export function WhenPainted({ onPainted }: { onPainted(): void }): null {
  const painted = useEffectEvent(onPainted);
  useEffect(() => afterNextPaint(() => painted()), []);
  return null;
}
