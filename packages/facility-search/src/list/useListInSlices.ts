import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';

/**
 * The items to render now: in the list's first render only the first `first` of
 * them, and after a change (show more) the list as it was; the rest follows in a transition
 * React renders in slices of a few milliseconds, so no render of many items is one long task.
 * The caller compares the answer with `latest` to know whether the list is still filling.
 */
export function useListInSlices<T>(latest: T[], first: number): T[] {
  const deferred = useDeferredValue(latest, latest.slice(0, first));
  // Mounted inside a render that is itself deferred (the results panel's skeleton giving way to
  // the first list), React hands `useDeferredValue` the final list at once and the first
  // commit held all ten items; a first render of our own keeps it to the first few there too.
  const [mounting, setMounting] = useState(true);
  useEffect(() => {
    startTransition(() => setMounting(false));
  }, []);
  const firstItems = useMemo(() => deferred.slice(0, first), [deferred, first]);
  return mounting && deferred.length > first ? firstItems : deferred;
}
