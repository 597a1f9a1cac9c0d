import type { IslandEditorSpec } from '../editorKit/editorSpec';

/**
 * What one island package says of its island, once: the build scripts, the size report, the
 * chunk rules, the builder, the docs generator and the snippet read it instead of listing the
 * islands themselves. Data only, besides the props schema and a lazy editor, so that plain
 * node scripts can load it (through tsx) and nothing React-shaped comes with it.
 * Paths are relative to the package's folder (`src/island.tsx`); `{language}` in a texts path
 * stands for each page language.
 */
export interface IslandManifest {
  /** The island's name in the embedding contract: `data-nordpark="…"`. */
  readonly island: string;
  /** The npm package that holds it (`@nordpark/…`). */
  readonly package: string;
  /** Its React component as the package's main entry exports it (the snippet's npm form). */
  readonly component: string;
  /** The island module the loader imports (`defineIsland`'s default export). */
  readonly entry: string;
  /** Its texts, one module per language; an island that holds another lists that one's too. */
  readonly texts?: readonly string[];
  /** Its data entry (`prefetch`): run before React arrives, so React-free. */
  readonly data?: string;
  /** Code fetched with the first view but at low priority (the search's map). */
  readonly beside?: readonly string[];
  /** Its stylesheet, bundled to `islands/<island>.css`. */
  readonly css: string;
  /** Islands it holds inside (the date field in the search bar): their stylesheets come too. */
  readonly holds?: readonly string[];
  /**
   * Where its start-up code goes when only it needs a module: `runtime` for an island so
   * small that a page of every island saves a file with it beside React (the confirm
   * dialog's trigger), `shared` for one that others hold (the date field). Left out: a chunk
   * of its own.
   */
  readonly startGroup?: 'runtime' | 'shared';
  /** KiB gzipped: a page holding only this island, and the npm package as packed. */
  readonly budget: { readonly js: number; readonly css: number; readonly packed: number };
  /** The valibot schema of its props. */
  readonly schema: unknown;
  /** Its editor spec (the builder, the docs), imported only when asked for. */
  readonly editor: () => Promise<AnyIslandEditorSpec>;
}

/**
 * An editor spec whatever its props: each island's spec is typed by its own props, and a list
 * of islands holds them all. Its fields are read by key at run time, which the spec's schema
 * governs, so nothing is lost by not knowing the props here.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props differ per island; see above.
export type AnyIslandEditorSpec = IslandEditorSpec<any>;
