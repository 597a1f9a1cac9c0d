/** Runs `action` under `name` unless an action of that name is already running. */
export type Guarded = (name: string, action: () => Promise<void>) => Promise<void>;

/**
 * A synchronous double-submit guard: the check and the mark happen before any await, so five
 * clicks in one frame start an action once. A disabled button alone would not stop the clicks
 * React has already queued. `onBusy` hears the name of a running action, or null when none is.
 */
export function createLock(onBusy: (busy: string | null) => void = () => undefined): Guarded {
  const running = new Set<string>();
  return async function guarded(name, action) {
    if (running.has(name)) return;
    running.add(name);
    onBusy(name);
    try {
      await action();
    } finally {
      running.delete(name);
      onBusy(running.size > 0 ? ([...running][0] ?? null) : null);
    }
  };
}
