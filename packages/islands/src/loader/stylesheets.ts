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

function loadStylesheet(document: Document, href: string, timeout: number): Promise<void> {
  const url = new URL(href, document.baseURI).href;
  const existing = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).find(
    (link) => link.href === url,
  );
  // A link the host page wrote itself is the host's to wait for.
  if (existing) return loading.get(existing) ?? Promise.resolve();

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  const loaded = new Promise<void>((resolve, reject) => {
    const settle = (problem?: string) => {
      clearTimeout(timer);
      if (!problem) return resolve();
      link.remove();
      // The failure chunk tells a stylesheet's error by its first word (errors.ts).
      reject(Error(`stylesheet ${url} ${problem}`));
    };
    const timer = setTimeout(() => settle(`timed out (${timeout} ms)`), timeout);
    // Handlers go on before the link enters the page: some environments fire at once. The
    // link is ours: nothing else handles its events.
    link.onload = () => settle();
    link.onerror = () => settle('failed');
  });
  loading.set(link, loaded);
  (document.head ?? document.documentElement).append(link);
  return loaded;
}
