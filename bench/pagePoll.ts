// Waiting on a page from the bench without putting work on its main thread.
import type { CDPSession } from 'playwright-core';
import { islandsSettled } from '../tests/browser/support/pageWatch';

/**
 * Polls `predicate` (a function's source, called without arguments) in the page's own world
 * every `intervalMs` through CDP until it is true or `timeoutMs` pass; true when it was met.
 * Not `page.waitForFunction`: that first builds playwright-core's injected script in the page,
 * 25–60 ms of the main thread at 4× CPU, which landed in the middle of the islands' start-up
 * (after the load event, before the data entry's call) and counted as the page's own work. A
 * visitor's browser runs no such script; this poll costs a timer per interval.
 */
export async function pollInPage(
  cdp: CDPSession,
  predicate: string,
  { timeoutMs, intervalMs }: { timeoutMs: number; intervalMs: number },
): Promise<boolean> {
  // Bounded here too: a page whose main thread never comes back would hold the call forever.
  let stop: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    stop = setTimeout(
      () => reject(new Error(`the page did not answer within ${timeoutMs + 10_000} ms`)),
      timeoutMs + 10_000,
    );
  });
  const { result, exceptionDetails } = await Promise.race([
    cdp.send('Runtime.evaluate', {
      expression: `new Promise((resolve, reject) => {
      const until = performance.now() + ${timeoutMs};
      const check = () => {
        try {
          if ((${predicate})()) resolve(true);
          else if (performance.now() > until) resolve(false);
          else setTimeout(check, ${intervalMs});
        } catch (error) { reject(error); }
      };
      check();
    })`,
      awaitPromise: true,
      returnByValue: true,
    }),
    hung,
  ]).finally(() => clearTimeout(stop));
  if (exceptionDetails)
    throw new Error(
      `bench wait failed in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
    );
  return result.value === true;
}

/** Every island mounted or failed and nothing busy (tests/browser/support/pageWatch.ts). */
export const ISLANDS_SETTLED = `(${islandsSettled.toString()})`;
