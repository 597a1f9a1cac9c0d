/** How long one try waits for a stylesheet, ms: three tries and their waits stay inside the
 * 20 s the islands give a load (ABANDON_LOAD_MS). */
export const DEFAULT_CSS_TIMEOUT = 5000;

// One promise per <link> we added, so islands of one kind share one load.
const loading = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * Adds each stylesheet to the page once and waits until all have loaded, so an island does not
 * flash unstyled. Rejects when one fails or is not there within `timeout`, and takes its link
 * out of the page, so that the next try adds it anew: an island without its styles is broken
 * (a map's tiles strewn down the page), so it is tried again, then shows its error box.
 */
export function loadStylesheets(
  document: Document,
  hrefs: readonly string[],
  timeout: number = DEFAULT_CSS_TIMEOUT,
): Promise<unknown> {
  return Promise.all(hrefs.map((href) => loadStylesheet(document, href, timeout)));
}

function loadStylesheet(document: Document, href: string, timeout: number): Promise<void> | undefined {
  const url = new URL(href, document.baseURI).href;
  // Ours (loading or loaded), or the host page's own that loaded: module scripts run after the
  // stylesheets in <head>, so a host's link without rules failed, and one of ours tries again.
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel~=stylesheet]')].find(
    (link) => link.href === url && usable(link),
  );
  // (The host's: nothing to wait for. Promise.all takes the undefined as done.)
  if (existing) return loading.get(existing);

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  const loaded = new Promise<void>((resolve, reject) => {
    // The link leaves the page, so that the next try adds one anew. The failure chunk tells a
    // stylesheet's error by its first word (errors.ts).
    const fail = (problem: string) => () => {
      link.remove();
      reject(Error(`stylesheet ${url} ${problem}`));
    };
    const timer = setTimeout(fail('timeout'), timeout);
    // Handlers go on before the link enters the page: some environments fire at once. The
    // link is ours: nothing else handles its events. (After an error the timer only removes a
    // link already gone.)
    link.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    link.onerror = fail('failed');
  });
  loading.set(link, loaded);
  (document.head ?? document.documentElement).append(link);
  return loaded;
}

/** Whether a link is ours (loading or loaded), or holds rules (Chromium gives a failed one an
 * empty sheet). A cross-origin sheet's rules cannot be read: it loaded, or it would have none. */
function usable(link: HTMLLinkElement): unknown {
  try {
    return loading.has(link) || link.sheet?.cssRules.length;
  } catch {
    return true;
  }
}
