import type { PageConfig } from '@nordpark/core';

/**
 * What the islands loader hands an island's data entry, from the page as it is when the
 * island's code starts loading.
 */
export interface IslandDataRequest {
  /** The page config with the island's config-key props merged over it, defaults filled in:
   * the config the island itself will be rendered with. */
  config: PageConfig;
  /** The island's props as written. Not validated: the data entry reads only what it needs and
   * checks it (the island reports bad props itself when it renders). */
  props: Readonly<Record<string, unknown>>;
  element: HTMLElement;
}

/**
 * An island's data entry (`@nordpark/<island>/prefetch`): a small React-free module the
 * drop-in loader fetches beside the island's code (re-exported with the loader's data request,
 * `@nordpark/islands`'s IslandDataModule), whose `prefetch` starts the island's first
 * API call when its inputs are already known (the URL, the page config, session storage). The
 * island takes the answer when it mounts. It never throws and never shows anything.
 */
export interface IslandDataEntry {
  prefetch(request: IslandDataRequest): void;
}
