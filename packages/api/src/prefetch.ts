// Answers asked for before an island's code has arrived. An island's data entry (a small
// module the drop-in loader fetches beside the island's code) starts the call the island will
// make first, from what the URL, the page config and session storage already say; the island
// takes that answer instead of asking again: one request, never two, whichever of the two
// comes first.

interface Entry {
  answer: Promise<unknown>;
  startedAt: number;
  /** The island has it (or asked itself): a data entry that comes later must not ask again. */
  taken: boolean;
}

const entries = new Map<string, Entry>();

/** How long an answer waits to be taken. An island mounts within seconds of its data entry;
 * an answer older than this is dropped rather than shown as new. */
export const PREFETCH_MAX_AGE_MS = 60_000;

/** Entries are forgotten after this: longer than any caller's age limit. */
const FORGET_AFTER_MS = 60 * 60_000;

function fresh(key: string, maxAgeMs: number, now: number): Entry | undefined {
  for (const [other, entry] of entries) if (now - entry.startedAt > FORGET_AFTER_MS) entries.delete(other);
  const entry = entries.get(key);
  return entry && now - entry.startedAt <= maxAgeMs ? entry : undefined;
}

function start<T>(key: string, call: () => Promise<T>, taken: boolean, now: number): Promise<T> {
  const answer = call();
  // Taken or not, a failure must not surface as an unhandled rejection: the taker sees it.
  answer.catch(() => undefined);
  entries.set(key, { answer, startedAt: now, taken });
  return answer;
}

/**
 * The data entry's side: starts `call` under `key`, unless that request was started already
 * (by another data entry, or by the island itself when its code came first). The key names the
 * request exactly (the call and every input that changes its URL or credentials).
 */
export function prefetch<T>(key: string, call: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const started = fresh(key, PREFETCH_MAX_AGE_MS, now());
  return started ? (started.answer as Promise<T>) : start(key, call, false, now());
}

/**
 * The island's side, for its first call: the answer waiting under `key` (taken: a second take
 * finds nothing, so a retry asks the server again), else `call()`, recorded so that a data entry
 * that runs after the island asked does not ask a second time.
 */
export function takePrefetchedOr<T>(
  key: string,
  call: () => Promise<T>,
  maxAgeMs: number = PREFETCH_MAX_AGE_MS,
  now: () => number = Date.now,
): Promise<T> {
  const waiting = fresh(key, maxAgeMs, now());
  if (waiting && !waiting.taken) {
    waiting.taken = true;
    return waiting.answer as Promise<T>;
  }
  return start(key, call, true, now());
}

/** The answer waiting under `key`, taken; undefined when none is waiting. */
export function takePrefetched<T>(
  key: string,
  maxAgeMs: number = PREFETCH_MAX_AGE_MS,
  now: () => number = Date.now,
): Promise<T> | undefined {
  const waiting = fresh(key, maxAgeMs, now());
  if (!waiting || waiting.taken) return undefined;
  waiting.taken = true;
  return waiting.answer as Promise<T>;
}

/** Drops every recorded answer (tests). */
export function clearPrefetched(): void {
  entries.clear();
}
