import { useEffect, useState } from 'react';
import { CONFIRM_DELAY_MS } from './flow';
import type { createFlowGuards } from './flowGuards';

/**
 * The confirm button's hold: each time a confirm step shows, the guards are armed and the
 * button is `held` until the confirm delay has passed.
 */
export function useConfirmHold(guards: ReturnType<typeof createFlowGuards>) {
  // Shown as well as guarded: the confirm button reads as not yet active until it answers, so
  // no one (a person, or a check waiting for it) takes a refused click for a lost one.
  const [held, setHeld] = useState(false);
  // Goes up with each arming, so a re-arm while still held starts the wait again.
  const [armings, setArmings] = useState(0);
  useEffect(() => {
    if (armings === 0) return;
    const timer = setTimeout(() => setHeld(false), CONFIRM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [armings]);
  const arm = () => {
    guards.arm();
    setHeld(true);
    setArmings((count) => count + 1);
  };
  return { held, arm };
}
