import type { IslandDefinition } from '@nordpark/ui/island';
import type { NordparkError } from './errors';

/** The value of `data-nordpark-state` on an island element. */
export type IslandState = 'loading' | 'mounted' | 'error';

/** Told about every island failure (and every error an island recovered from). */
export type IslandErrorHandler = (error: NordparkError, element: HTMLElement) => void;

export interface MountOptions {
  onError?: IslandErrorHandler;
  /** How long an island waits for its stylesheets before rendering anyway, ms. */
  cssTimeout?: number;
}

export interface RegisterOptions {
  /** Stylesheet URLs the island needs, already resolved by the caller. Each is added to
   * the page once, however many islands of the kind it holds. */
  css?: readonly string[];
}

/** A dynamic import of an island package's `island` entry. */
export type IslandModuleLoader<P> = () => Promise<{ default: IslandDefinition<P> }>;

export interface IslandObserver {
  disconnect(): void;
}
