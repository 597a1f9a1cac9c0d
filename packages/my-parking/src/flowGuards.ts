import { createLock, type Guarded } from '@nordpark/core';
import { CONFIRM_DELAY_MS } from './flow';

/**
 * The confirm flow's synchronous guards, outside React: a second click or a re-render is
 * refused before any state has re-rendered, which a disabled button alone cannot promise.
 */
export interface FlowGuards {
  /** True once per trigger request: a re-render that carries the same request starts nothing. */
  takeRequest(request: number): boolean;
  /** The dialog shows its confirm button now: it answers only after the confirm delay (§9). */
  arm(): void;
  armed(): boolean;
  /** Runs the confirmed action once at a time (the same lock as the booking flow's). */
  run: Guarded;
}

export function createFlowGuards(now: () => number = Date.now): FlowGuards {
  let handled = 0;
  let armedAt = 0;
  return {
    takeRequest(request) {
      if (request === handled) return false;
      handled = request;
      return true;
    },
    arm() {
      armedAt = now() + CONFIRM_DELAY_MS;
    },
    armed: () => now() >= armedAt,
    run: createLock(),
  };
}
