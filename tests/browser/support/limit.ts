/**
 * At most `slots` of the wrapped tasks run at once; the rest wait their turn in order. Browser
 * tests use it to run pages side by side without more renderers than the machine has cores
 * for (vitest's own limit, maxConcurrency, applies to every test file alike).
 */
export function limit(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
