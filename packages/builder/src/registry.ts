import {
  ISLAND_NAMES,
  type IslandEditorSpec,
  type IslandManifest,
  type IslandName,
  pageConfigEditor,
} from '@nordpark/core';
import { ISLAND_MANIFESTS } from '@nordpark/islands/manifests';

let loaded: readonly IslandEditorSpec[] = [];

/** Where the builder offers an island: in the contract's order, one it does not name last. */
const rank = (island: string) => {
  const index = ISLAND_NAMES.indexOf(island as IslandName);
  return index === -1 ? ISLAND_NAMES.length : index;
};

/**
 * Loads every island's editor spec through its manifest (each editor is a chunk of its own);
 * the builder awaits it once, before its first render.
 */
export async function loadIslandEditors(
  manifests: readonly IslandManifest[] = ISLAND_MANIFESTS,
): Promise<readonly IslandEditorSpec[]> {
  const specs = await Promise.all(manifests.map((manifest) => manifest.editor()));
  loaded = specs.sort((a, b) => rank(a.island) - rank(b.island));
  return loaded;
}

/** Every island an editor can place, in the order the builder offers them (once loaded). */
export function islandEditors(): readonly IslandEditorSpec[] {
  return loaded;
}

export function editorOf(island: IslandName): IslandEditorSpec {
  const spec = loaded.find((editor) => editor.island === island);
  if (!spec) throw new TypeError(`no editor spec for the island "${island}"`);
  return spec;
}

/**
 * The page-config keys a snippet's template part needs an editor to see: the market, the
 * language, the paths to the operator's pages and API, and the editor's own debug switch.
 * The rest (map tiles, places, texts, mock) are a developer's, in docs/configuration.md.
 * When an island loads is chosen with the island (its element's `data-nordpark-load`).
 */
export const BUILDER_CONFIG_KEYS = [
  'country',
  'language',
  'apiBase',
  'bookingController',
  'bookingflowPage',
  'myParkingProduct',
  'paymentOrigins',
  'debug',
] as const;

export const PAGE_CONFIG_EDITOR = pageConfigEditor as unknown as IslandEditorSpec;

/** The config keys of BUILDER_CONFIG_KEYS that this bundle's page config knows. */
export function builderConfigKeys(): string[] {
  return BUILDER_CONFIG_KEYS.filter((key) => key in PAGE_CONFIG_EDITOR.fields);
}
