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

/**
 * Loads once per key and returns the same tracked promise every time (React's `use` needs the
 * same one). A failed load is returned once more, rejected, then forgotten, so the call after
 * tries again: a component that suspended on it re-renders, calls again, and must see the
 * failure (its error boundary shows it) rather than a fresh load, which would suspend it
 * again, a loop of requests for as long as the download fails.
 */
export function cachedLoader<K, T>(load: (key: K) => Promise<T>): (key: K) => TrackedPromise<T> {
  const loaded = new Map<K, TrackedPromise<T>>();
  return (key) => {
    const cached = loaded.get(key);
    if (cached?.status === 'rejected') loaded.delete(key);
    if (cached) return cached;
    const started = track(load(key));
    loaded.set(key, started);
    return started;
  };
}
