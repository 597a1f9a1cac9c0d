// nordpark.js, the drop-in entry: one <script type="module"> on a CMS page. Only this file
// and the loader are in it; React and each island's code are chunks fetched on demand, all of
// an island's at once (the start-up table the build writes in, loader/startUpTable.ts).
import { mount, unmount } from './loader/mount';
import { observe } from './loader/observe';
import { registerIsland } from './loader/registry';
import { startUpFiles } from './loader/startUpTable';

export interface NordparkGlobal {
  mount: typeof mount;
  unmount: typeof unmount;
  /** Resolves once every island on the page at DOMContentLoaded is `mounted` or `error`. */
  ready: Promise<void>;
  version: string;
}

declare global {
  interface Window {
    nordpark?: NordparkGlobal;
  }
}

const version = typeof __NORDPARK_VERSION__ === 'string' ? __NORDPARK_VERSION__ : '0.0.0-dev';

let settle: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  settle = resolve;
});

function start(): void {
  void mount(document).then(settle);
  observe(document);
}

if (window.nordpark) {
  // Two copies would each claim every island; the first one keeps the page.
  console.warn(`[nordpark] nordpark.js ${version} loaded twice; ${window.nordpark.version} stays.`);
} else {
  // Stylesheets and chunks resolve against this file, so the bundle works from whatever folder
  // the CMS serves it. Literal paths: Vite (tests, Storybook) rewrites a templated new URL()
  // into a file lookup that yields "undefined".
  const here = import.meta.url;
  registerIsland('date-field', () => import('@nordpark/date-field/island'), {
    css: [new URL('./islands/date-field.css', import.meta.url).href],
    preload: startUpFiles('date-field', here),
  });
  registerIsland('facility-search', () => import('@nordpark/facility-search/island'), {
    // The search bar holds the date field (advanced variant), which brings its own styles.
    css: [
      new URL('./islands/facility-search.css', import.meta.url).href,
      new URL('./islands/date-field.css', import.meta.url).href,
    ],
    preload: startUpFiles('facility-search', here),
    prefetch: () => import('./dataEntries/facility-search'),
  });
  registerIsland('booking-flow', () => import('@nordpark/booking-flow/island'), {
    // Its dates step holds the date field, which brings its own styles.
    css: [
      new URL('./islands/booking-flow.css', import.meta.url).href,
      new URL('./islands/date-field.css', import.meta.url).href,
    ],
    preload: startUpFiles('booking-flow', here),
    prefetch: () => import('./dataEntries/booking-flow'),
  });
  registerIsland('confirm-dialog', () => import('@nordpark/my-parking/island'), {
    css: [new URL('./islands/confirm-dialog.css', import.meta.url).href],
    preload: startUpFiles('confirm-dialog', here),
  });
  window.nordpark = { mount, unmount, ready, version };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
