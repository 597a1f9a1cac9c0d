/**
 * A promise that says how it settled, in React's thenable convention (`status`, `value`,
 * `reason`): React's `use()` returns a fulfilled one at once instead of suspending, and code
 * outside React can read a loaded module synchronously.
 */
export type TrackedPromise<T> = Promise<T> &
  ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/** Tags `promise` with its status now and again when it settles. */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tags = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tags.status = 'pending';
  promise.then(
    (value) => {
      tags.status = 'fulfilled';
      tags.value = value;
    },
    (reason: unknown) => {
      tags.status = 'rejected';
      tags.reason = reason;
    },
  );
  return tags as TrackedPromise<T>;
}

/** How long a failed load is given back as it is before a call loads anew, ms. */
export const FAILED_LOAD_KEPT_MS = 250;

/**
 * Loads once per key and returns the same tracked promise every time (React's `use` needs the
 * same one). A failed load is given back as it is for FAILED_LOAD_KEPT_MS, then forgotten, so
 * a later call tries again: a component that suspended on it renders again (React may render
 * it twice before its error boundary shows), and must see the failure rather than a fresh
 * load, which would suspend it again, a loop of requests for as long as the download fails.
 */
export function cachedLoader<K, T>(load: (key: K) => Promise<T>): (key: K) => TrackedPromise<T> {
  const loaded = new Map<K, TrackedPromise<T>>();
  const failedAt = new Map<K, number>();
  return (key) => {
    const cached = loaded.get(key);
    if (
      cached &&
      !(cached.status === 'rejected' && Date.now() - (failedAt.get(key) ?? 0) > FAILED_LOAD_KEPT_MS)
    )
      return cached;
    const started = track(load(key));
    started.catch(() => failedAt.set(key, Date.now()));
    loaded.set(key, started);
    return started;
  };
}
