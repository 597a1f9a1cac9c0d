// Starts the Intl warm-up worker (intlWarmup/worker.ts) once per page, when the loader finds
// its first island, and tells the islands when it is done: the first render waits for it, so
// the main thread finds ICU's data loaded instead of loading it in one long task. Only a help: without a worker (a bundle served from another
// origin, a policy that forbids workers, an old browser) everything runs as before.

/** A worker that has not answered by then is not waited for any longer. */
export const WARMUP_TIMEOUT_MS = 1000;

/**
 * Settles, never rejects, once the warm-up is over: the worker answered or failed, or
 * WARMUP_TIMEOUT_MS passed, or at once when no worker could start. Undefined until one was
 * started (awaiting it then waits for nothing).
 */
export let intlWarm: Promise<unknown> | undefined;

/**
 * Starts the worker at `url` to warm `language`; once per page (later calls do nothing).
 * `intlWarm` is set at once, the worker starts in the task after: starting one takes main
 * thread time of its own, which the loader's task should not hold.
 */
export function startIntlWarmup(url: string, language: string | undefined): void {
  intlWarm ??= new Promise((resolve) =>
    setTimeout(() => {
      try {
        // Throws (SecurityError) when the script is not on the page's own origin, so a bundle
        // served from a CDN has no warm-up; so does a browser without workers (ReferenceError).
        // The worker closes itself once it answered.
        const worker = new Worker(url);
        worker.onmessage = worker.onerror = resolve;
        worker.postMessage(language);
        setTimeout(resolve, WARMUP_TIMEOUT_MS);
      } catch {
        resolve(false); // (no one reads the value)
      }
    }),
  );
}

/** Forgets the warm-up (tests: each starts from a page without one). */
export function resetIntlWarmup(): void {
  intlWarm = undefined;
}
