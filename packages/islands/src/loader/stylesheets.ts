import type { MountOptions } from '../types';
import { retriesFailed, withRetries } from './retry';

/** How long an island waits for its stylesheets, every try included, before it fails: the
 * 20 s the islands give any load (ABANDON_LOAD_MS). */
export const DEFAULT_CSS_TIMEOUT = 20_000;

// One load per stylesheet URL and page, so islands of one kind share it, with the link that
// holds it. A load that failed is forgotten, and so is one whose link has left the page (a
// test, or a host's script, emptied <head>): the next island, or Try again, starts afresh.
interface Load {
  done: Promise<void>;
  link?: HTMLLinkElement | undefined;
  loaded?: boolean;
}
const loading = new WeakMap<Document, Map<string, Load>>();

/**
 * Adds each stylesheet to the page once and waits until all have loaded, so an island does
 * not flash unstyled. A stylesheet that fails is tried again (withRetries); one that still
 * fails, or is not there within `timeout`, rejects: an island without its styles is broken
 * (a map's tiles strewn down the page), so the island shows its error box instead.
 */
export function loadStylesheets(
  document: Document,
  hrefs: readonly string[],
  { cssTimeout = DEFAULT_CSS_TIMEOUT, retryDelays }: Pick<MountOptions, 'cssTimeout' | 'retryDelays'> = {},
): Promise<unknown> {
  return Promise.all(
    hrefs.map((href) =>
      loadStylesheet(document, new URL(href, document.baseURI).href, cssTimeout, retryDelays),
    ),
  );
}

function loadStylesheet(
  document: Document,
  url: string,
  timeout: number,
  delays: readonly number[] | undefined,
): Promise<void> {
  const loads = loading.get(document) ?? new Map<string, Load>();
  loading.set(document, loads);
  const known = loads.get(url);
  if (known && !(known.loaded && !known.link?.isConnected)) return known.done;
  // A link the host page wrote itself is the host's to wait for.
  const linked = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).some(
    (link) => link.href === url,
  );
  if (linked) return Promise.resolve();

  let tries = 0;
  let abandoned = false;
  const load: Load = { done: Promise.resolve() };
  load.done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      abandoned = true;
      load.link?.remove();
      reject(retriesFailed(url, Math.max(tries, 1), `not loaded within ${timeout} ms`));
    }, timeout);
    withRetries(
      () => {
        // Past the deadline: no further link.
        if (abandoned) return Promise.reject(new Error('abandoned'));
        tries += 1;
        load.link = addLink(document, url);
        return loaded(load.link);
      },
      { request: url, delays },
    ).then(
      () => {
        clearTimeout(timer);
        load.loaded = true;
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
  loads.set(url, load);
  load.done.catch(() => {
    if (loads.get(url) === load) loads.delete(url);
  });
  return load.done;
}

/** One try: a new <link>, in the page at once (events settle `loaded`). */
function addLink(document: Document, url: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  return link;
}

/** Resolves once `link` has loaded; on error it leaves the page (the next try's takes its
 * place), so a page never holds a failed link of ours. Appends it: the handlers go on before
 * the link enters the page, as some environments fire at once. */
function loaded(link: HTMLLinkElement): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    // The link is ours: nothing else handles its events.
    link.onload = () => {
      link.onload = link.onerror = null;
      resolve();
    };
    link.onerror = () => {
      link.onload = link.onerror = null;
      link.remove();
      reject(new Error('failed to load'));
    };
  });
  const document = link.ownerDocument;
  (document.head ?? document.documentElement).append(link);
  return done;
}
