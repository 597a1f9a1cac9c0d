// The loader's retries for what an island needs before it can show itself: its chunks, the
// runtime's, and its stylesheets. A dropped connection or a CDN's deploy costs a moment, not
// the island. Written out here, not imported from @nordpark/core (whose texts loader has the
// same rule): a module shared with the islands' chunks would tie nordpark.js to them.

/** The waits before the second and third try, ms: twice, briefly, well inside the 20 s the
 * islands give a load (ABANDON_LOAD_MS). A load that succeeds at once never waits. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1200];

/** The name of the error a load ends with after every try, here and in @nordpark/core's texts
 * loader: the loader tells a load that failed from a bug by it (a string: class names do not
 * survive minifying, and the two classes are not one). */
export const RETRIES_FAILED = 'RetriesFailed';

/** What failed after every try: `attempts` tries of `request` (a URL, or what it loads). */
export interface RetriesFailed extends Error {
  readonly request: string;
  readonly attempts: number;
}

/** A RetriesFailed. A plain Error, not a class: the bundle's browsers need class fields
 * compiled to a helper module, and one of nordpark.js's own would tie every chunk to it. */
export function retriesFailed(request: string, attempts: number, cause: unknown): RetriesFailed {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`${request} failed ${attempts} ${attempts === 1 ? 'time' : 'times'} (${reason})`, {
    cause,
  });
  error.name = RETRIES_FAILED;
  return Object.assign(error, { request, attempts });
}

export interface RetryOptions {
  /** Names the request in the final error; `cause` is the last try's (a URL in an import's
   * message is more exact than the chunk's name). */
  request: string | ((cause: unknown) => string);
  delays?: readonly number[] | undefined;
  /** Waits `ms`; the page's timer by default (a fake in tests). */
  wait?: (ms: number) => Promise<void>;
  /** True when a further try is pointless (the island was unmounted): the failure stands. */
  stop?: () => boolean;
}

/**
 * Runs `attempt` until it resolves, at most once more per delay, waiting each delay before the
 * next try; rejects with RetriesFailed after the last. Every failure is retried the same way:
 * an import says only "failed to fetch", whether a reset, a 503 or a 404 of a stale deploy.
 */
export async function withRetries<T>(
  attempt: (tryNumber: number) => Promise<T>,
  { request, delays = RETRY_DELAYS_MS, wait = sleep, stop }: RetryOptions,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt(tries);
    } catch (cause) {
      const delay = stop?.() ? undefined : delays[tries - 1];
      if (delay === undefined) {
        throw retriesFailed(typeof request === 'string' ? request : request(cause), tries, cause);
      }
      await wait(delay);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The URL an import's error names (Chromium and Firefox put it in the message), else `fallback`. */
export function requestOf(cause: unknown, fallback: string): string {
  const message = cause instanceof Error ? cause.message : '';
  return message.match(/\bhttps?:\/\/\S+/)?.[0] ?? fallback;
}
