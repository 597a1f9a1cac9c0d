// nordpark.js, the drop-in entry: one <script type="module"> on a CMS page. Only this file
// and the loader are in it; React and each island's code are chunks fetched on demand, all of
// an island's at once (the start-up table the build writes in, loader/startUpTable.ts).
import type { IslandName } from '@nordpark/core';
import { mount, unmount } from './loader/mount';
import { observe } from './loader/observe';
import { registerIsland } from './loader/registry';
import { startUpFiles } from './loader/startUpTable';
import type { IslandModuleLoader, RegisterOptions } from './types';

export interface NordparkGlobal {
  /** Mounts the islands in an element at once, waking any still `waiting` for its trigger. */
  mount: typeof mount;
  unmount: typeof unmount;
  /** Resolves once every island on the page at DOMContentLoaded is `mounted` or `error`; one
   * still `waiting` for its trigger (data-nordpark-load) is not waited for. */
  ready: Promise<void>;
  version: string;
}

declare global {
  interface Window {
    nordpark?: NordparkGlobal;
  }
}

const version = typeof __NORDPARK_VERSION__ === 'string' ? __NORDPARK_VERSION__ : '0.0.0-dev';

// Each island when its data-nordpark-load says, on the page now and added later.
const whenDue = { whenDue: true };

let start: () => void = () => undefined;
const ready = new Promise<void>((settle) => {
  start = () => {
    void mount(document, whenDue).then(settle);
    observe(document, whenDue);
  };
});

if (window.nordpark) {
  // Two copies would each claim every island; the first one keeps the page.
  console.warn(`[nordpark] nordpark.js ${version} loaded twice; ${window.nordpark.version} stays.`);
} else {
  // Stylesheets and chunks resolve against this file, so the bundle works from whatever folder
  // the CMS serves it. Against `here`, not a templated new URL(…, import.meta.url): Vite
  // (tests, Storybook) rewrites that into a file lookup that yields "undefined".
  const here = import.meta.url;
  // Each island's stylesheets (its own, then those of islands it holds), start-up files and
  // data entry.
  // biome-ignore lint/correctness/noUnusedVariables: the calls written in between the markers use it.
  const register = <P>(
    name: IslandName,
    load: IslandModuleLoader<P>,
    prefetch?: RegisterOptions['prefetch'],
    ...held: string[]
  ) =>
    registerIsland(name, load, {
      css: [name, ...held].map((island) => new URL(`islands/${island}.css`, here).href),
      preload: startUpFiles(name, here),
      prefetch,
    });
  // The islands, from their manifests: the build writes one `register(…)` call per island
  // between the markers, from packages/islands/src/islandManifests.ts
  // (scripts/bundle/registrations.mjs), and so do the tests that run this file
  // (scripts/vitest-islands.ts). Adding an island needs no line here.
  // islands:start
  // islands:end
  window.nordpark = { mount, unmount, ready, version };
  // DOMContentLoaded fires once: no `once` needed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
