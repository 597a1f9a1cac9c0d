/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a timeout. */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
}
