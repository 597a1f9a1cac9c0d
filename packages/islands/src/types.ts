import type { IslandDataEntry, IslandDataRequest, IslandDefinition } from '@nordpark/ui/island';
import type { NordparkError } from './errors';

/** The value of `data-nordpark-state` on an island element. */
export type IslandState = 'waiting' | 'loading' | 'mounted' | 'error';

/** Told about every island failure (and every error an island recovered from). */
export type IslandErrorHandler = (error: NordparkError, element: HTMLElement) => void;

export interface MountOptions {
  onError?: IslandErrorHandler;
  /** How long an island waits for its stylesheets, every try included, before it shows its
   * error box (never rendering unstyled), ms. 20 000 by default. */
  cssTimeout?: number;
  /** The waits before a failed download's second and third try (the island's code, the
   * runtime's, its stylesheets), ms. [300, 1200] by default; one number per retry. */
  retryDelays?: readonly number[];
  /**
   * Each island wakes when its `data-nordpark-load` (or the page config's `load`) says, waiting
   * as `waiting` until then; the promise does not wait for those. The drop-in bundle mounts
   * and observes the page so. Without it every island found loads at once, a waiting one too.
   */
  whenDue?: boolean;
}

export interface RegisterOptions {
  /** Stylesheet URLs the island needs, already resolved by the caller. Each is added to
   * the page once, however many islands of the kind it holds. */
  css?: readonly string[];
  /**
   * Every module the island's first view needs (its chunks and the runtime's), fetched at once
   * as `<link rel="modulepreload">` when the page holds the island, so that none waits for the
   * module that imports it to arrive first. The drop-in bundle fills this in from its build.
   */
  preload?: IslandPreload;
  /**
   * The island's data entry with the loader's data request (`() => import('./dataEntries/<island>')`
   * in the drop-in bundle, a module scripts/bundle/dataEntries.mjs writes from the manifest's
   * `data`): loaded with the first round, it starts the
   * island's first API call while the island's code arrives.
   */
  prefetch?: (() => Promise<IslandDataModule>) | undefined;
}

/**
 * An island's data entry and the loader's `dataRequest` (loader/dataRequest.ts), in one module.
 * Two `import()`s of one chunk resolve in two tasks, and on a busy page other work (a
 * stylesheet parsed, a frame) ran between them, and the first call started well after the
 * chunk was evaluated. One import starts it in the task that evaluated it.
 */
export interface IslandDataModule extends IslandDataEntry {
  dataRequest(element: HTMLElement, island: string): IslandDataRequest | undefined;
}

/** Module URLs, already resolved: `files` always, `texts` only in the page's language, and
 * `later` at low priority (code the first view must not wait for, such as the search's map). */
export interface IslandPreload {
  files: readonly string[];
  texts?: Readonly<Record<string, readonly string[]>>;
  later?: readonly string[];
  /** The Intl warm-up worker's script (loader/intlWarmup.ts), the same for every island. */
  intlWarmup?: string | undefined;
}

/** A dynamic import of an island package's `island` entry. */
export type IslandModuleLoader<P> = () => Promise<{ default: IslandDefinition<P> }>;

export interface IslandObserver {
  disconnect(): void;
}
