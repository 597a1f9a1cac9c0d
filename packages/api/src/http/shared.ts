import { type HttpContext, resolveUrl } from './context';
import { buildHeaders } from './headers';
import { type Outcome, requestUrl, type Sender } from './transport';

// One request for two identical reads. An island's data entry (a small module the drop-in
// loader fetches beside the island's code) makes the island's first call before that code
// has arrived, and the island's store makes the same call when it mounts: whichever comes
// first sends the request, the other one gets its answer. A read is the same when its
// method, URL with query, headers (the bearer token and the language among them) and fetch
// are. Only another client takes an answer, and only once: a client's own second call, and
// after the take any retry or reload, asks the server again, so no answer is shown twice.
// A change made by any client (any call but a GET) ends the shared reads of its part of the
// API (the same path up to its last slash: createvehicle ends getvehicles).

/** How long an answer waits to be taken. An island mounts within seconds of its data entry;
 * an answer older than this is dropped rather than shown as new. */
export const SHARED_MAX_AGE_MS = 60_000;

interface SharedRead {
  outcome: Promise<Outcome>;
  startedAt: number;
  maxAgeMs: number;
  /** The client that sent it, and its fetch: another client with the same fetch may take it. */
  sender: Sender;
  fetch: HttpContext['fetch'];
  taken: boolean;
  /** Parties that have not aborted; Infinity once one came without a signal. */
  waiting: number;
  /** Its path up to the last slash: the part of the API a change can make it out of date in. */
  area: string;
  stop: AbortController;
}

const reads = new Map<string, SharedRead>();

/** A call's part of the API: its path up to the last slash. */
const areaOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** Forgets every shared read (tests). */
export function forgetSharedReads(): void {
  reads.clear();
}

/**
 * A party's view of a shared read: its answer, or `aborted` as soon as the party's own signal
 * aborts. The request itself is aborted only when every party has aborted.
 */
function partake(
  id: string,
  read: SharedRead,
  url: string,
  signal: AbortSignal | undefined,
): Promise<Outcome> {
  if (!signal) {
    read.waiting = Number.POSITIVE_INFINITY;
    return read.outcome;
  }
  read.waiting += 1;
  return new Promise((resolve) => {
    const onAbort = () => {
      resolve({ kind: 'aborted', url });
      if (--read.waiting) return;
      read.stop.abort(signal.reason);
      if (reads.get(id) === read) reads.delete(id);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    // The sender never rejects: every way a request ends is an Outcome.
    void read.outcome.then((outcome) => {
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    });
  });
}

/** `sender` with its GET calls shared with other clients' identical calls (see above). */
export function sharingReads(contextOf: () => HttpContext, sender: Sender): Sender {
  const client: Sender = (request, kind, options = {}) => {
    const { signal } = options;
    if (request.method !== 'GET') {
      // Anything but a read may change what the reads of its part of the API answer (a vehicle
      // added): no answer from before it is handed on, and no read already on its way is joined.
      const area = areaOf(request.path);
      for (const [other, read] of reads) if (read.area === area) reads.delete(other);
      return sender(request, kind, options);
    }
    if (options.keepalive || signal?.aborted) return sender(request, kind, options);
    const context = contextOf();
    let url: string;
    let id: string;
    try {
      url = requestUrl(resolveUrl(context, request.path), request);
      const headers = buildHeaders(context, {
        url,
        kind,
        hasBody: false,
        language: options.language,
        extra: request.headers,
      });
      id = JSON.stringify([kind, url, headers]);
    } catch {
      // Unwritable parameters or a throwing cookie reader: the sender reports them.
      return sender(request, kind, options);
    }
    const now = Date.now();
    for (const [other, read] of reads) if (now - read.startedAt > read.maxAgeMs) reads.delete(other);
    let read = reads.get(id);
    // Taken: every identical call asks the server until the answer has aged out.
    if (read?.taken) return sender(request, kind, options);
    if (read && read.sender !== client && read.fetch === context.fetch) {
      read.taken = true;
    } else {
      const stop = new AbortController();
      read = {
        outcome: sender(request, kind, { ...options, signal: stop.signal }),
        startedAt: now,
        maxAgeMs: request.sharedFor ?? SHARED_MAX_AGE_MS,
        sender: client,
        fetch: context.fetch,
        taken: false,
        waiting: 0,
        stop,
        area: areaOf(request.path),
      };
      reads.set(id, read);
    }
    return partake(id, read, url, signal);
  };
  return client;
}
