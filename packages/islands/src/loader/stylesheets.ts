export const DEFAULT_CSS_TIMEOUT = 5000;

// One promise per <link> we added, so islands of one kind share one load.
const loading = new WeakMap<HTMLLinkElement, Promise<void>>();

/**
 * Adds each stylesheet to the page once and waits until all loaded, failed or timed out,
 * so an island does not flash unstyled. Never rejects: a missing stylesheet costs looks,
 * not function, so it only warns.
 */
export function loadStylesheets(
  document: Document,
  hrefs: readonly string[],
  island: string,
  timeout: number = DEFAULT_CSS_TIMEOUT,
): Promise<unknown> {
  return Promise.all(hrefs.map((href) => loadStylesheet(document, href, island, timeout)));
}

function loadStylesheet(document: Document, href: string, island: string, timeout: number): Promise<void> {
  const url = new URL(href, document.baseURI).href;
  const existing = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).find(
    (link) => link.href === url,
  );
  // A link the host page wrote itself is the host's to wait for.
  if (existing) return loading.get(existing) ?? Promise.resolve();

  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  const loaded = new Promise<void>((resolve) => {
    const settle = (problem?: string) => {
      clearTimeout(timer);
      link.onload = link.onerror = null;
      if (problem)
        console.warn(`[nordpark] ${island}: stylesheet ${url} ${problem}; the island renders without it.`);
      resolve();
    };
    const timer = setTimeout(() => settle(`did not load within ${timeout} ms`), timeout);
    // Handlers go on before the link enters the page: some environments fire at once. The
    // link is ours: nothing else handles its events.
    link.onload = () => settle();
    link.onerror = () => settle('failed to load');
  });
  loading.set(link, loaded);
  (document.head ?? document.documentElement).append(link);
  return loaded;
}
