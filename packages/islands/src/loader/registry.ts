import type { IslandName } from '@nordpark/core';
import type { IslandModuleLoader, RegisterOptions } from '../types';

export interface IslandRegistration extends Omit<RegisterOptions, 'css'> {
  load: IslandModuleLoader<unknown>;
  css: readonly string[];
}

/** Every island registered, by name (read-only outside this module). */
export const registrations: ReadonlyMap<string, IslandRegistration> = new Map();

/**
 * Tells the runtime how to load an island: the loader runs only when the page holds the
 * island, so each island's code stays a lazy chunk. Registering a name again replaces the
 * earlier registration (a host may swap in its own build).
 */
export function registerIsland<P>(
  name: IslandName,
  load: IslandModuleLoader<P>,
  options: RegisterOptions = {},
): void {
  // The props type is erased here: the runtime validates props with the island's own
  // schema before they reach its component, so every island can share one table.
  (registrations as Map<string, IslandRegistration>).set(name, {
    ...options,
    load: load as unknown as IslandModuleLoader<unknown>,
    css: options.css ?? [],
  });
}
