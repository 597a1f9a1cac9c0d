import type { IslandName, PageConfig } from '@nordpark/core';
import type { ComponentType } from 'react';
import type * as v from 'valibot';

/** What the runtime hands every island component. */
export interface IslandProps<P> {
  /** The page config with the island's config-key props merged over it, defaults filled in. */
  config: PageConfig;
  /** The island's own props, validated by its schema. */
  props: P;
  /** The element the island is mounted in (read-only for the island: the runtime owns it). */
  element: HTMLElement;
  /**
   * The server-rendered content the island replaced, in order (read-only: the runtime puts
   * these nodes back on unmount). An island that enhances what the host rendered (a
   * trigger's text, a link's href) reads it here. Empty when there was none.
   */
  fallback: readonly Node[];
}

/**
 * One island as the runtime mounts it: its contract name, a schema for its own props
 * (page-config keys may also appear in props and are validated as config), and the
 * component. Each island package's `island.tsx` default-exports one of these.
 */
export interface IslandDefinition<P = Record<string, unknown>> {
  name: IslandName;
  /** A valibot object schema: its `entries` name the island's own keys. */
  propsSchema: v.GenericSchema<unknown, P> & { readonly entries: v.ObjectEntries };
  Component: ComponentType<IslandProps<P>>;
  /**
   * What the first view needs that loads on its own (its texts), started before the first
   * render; the runtime renders once it settles (fulfilled or not: a failure shows when the
   * component asks again). Without it a Suspense boundary would commit its fallback first,
   * and React holds a revealed boundary back for up to 300 ms after a fallback commits.
   */
  prepare?: (config: PageConfig, props: P) => Promise<unknown>;
}

export function defineIsland<P>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}
