/** The waits before an import's second and third try, ms: the islands loader's (its
 * loader/retry.ts), so that a chunk an island loads as it renders is tried as its code was. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [300, 1200];

/** How an import failed after every try: the islands loader's shape (its loader/retry.ts),
 * which it looks for by name (class names do not survive minifying) to offer Try again rather
 * than call it a bug. `request` says what was loaded (`the sv texts`). */
export interface ImportRetriesFailed extends Error {
  readonly name: 'RetriesFailed';
  readonly attempts: number;
  readonly request: string;
}

export function importRetriesFailed(request: string, attempts: number, cause: unknown): ImportRetriesFailed {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`${request} failed ${attempts} times (${reason})`, { cause });
  return Object.assign(error, { name: 'RetriesFailed' as const, attempts, request });
}

/**
 * Imports with `load`, trying again after each delay when it fails (a dropped connection, a
 * 5xx, a chunk's 404 during a deploy); rejects with ImportRetriesFailed after the last try.
 * Browsers that follow the HTML standard as of 2026 fetch a failed module again on the next
 * import; older ones replay the failure, and the retries cost only their waits.
 */
export async function importWithRetries<T>(load: () => Promise<T>, request: string): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await load();
    } catch (cause) {
      const delay = IMPORT_RETRY_DELAYS_MS[tries - 1];
      // The last error's message, in this one's, names the URL where the browser's does.
      if (delay === undefined) throw importRetriesFailed(request, tries, cause);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
