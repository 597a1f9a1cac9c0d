/**
 * Resolves once every zero-delay timer set before the call has run, and with them every
 * microtask queued by then: Node runs timers of one delay in the order they were set, and
 * drains the microtasks before each. An ordering step for code that hands work to such a
 * timer or to promises only, never a guess of how long something takes.
 */
export function timersSetSoFar(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
