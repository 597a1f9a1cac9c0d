import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** A value fetched for a tab: not asked for yet, on its way, failed, or there. */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; value: T };

export type Loaded<T> = { ok: true; value: T } | { ok: false; aborted: boolean };

/**
 * Runs `load` once `enabled` turns true, again when `key` changes or on retry, and aborts the
 * running call when any of those change or the component goes away: an aborted answer never
 * reaches the state, so a slow response for an old key cannot overwrite a newer one.
 */
export function useRemote<T>(
  enabled: boolean,
  key: string,
  load: (signal: AbortSignal) => Promise<Loaded<T>>,
): { remote: Remote<T>; retry(): void } {
  const [state, setState] = useState<{ key: string; remote: Remote<T> }>({ key, remote: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  // The newest load, without making every render's new closure restart the call.
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    if (!enabled) return;
    void attempt;
    const controller = new AbortController();
    setState({ key, remote: { status: 'loading' } });
    void loadNow(controller.signal).then((result) => {
      if (controller.signal.aborted || (!result.ok && result.aborted)) return;
      setState({ key, remote: result.ok ? { status: 'done', value: result.value } : { status: 'error' } });
    });
    return () => controller.abort();
  }, [enabled, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new key shows as loading (or idle) at once, never the old key's value.
  const remote: Remote<T> =
    state.key === key ? state.remote : enabled ? { status: 'loading' } : { status: 'idle' };
  return { remote, retry };
}
