// What each island of the drop-in bundle loads for its first view, by source module, read from
// each island package's manifest (src/manifest.ts, listed in packages/islands/src/islandManifests.ts).
// The build (scripts/build-browser.mjs) turns it into each island's start-up files: the chunks
// of these modules and everything they import, written into nordpark.js (the loader fetches
// them all at once) and into manifest.json.
//
// The manifests are TypeScript (they hold the props schema, and the builder and the docs import
// them typed); plain node loads them through tsx's loader, resolving the workspace packages by
// tsconfig's paths, so no package needs building first (docs/architecture.md, "The island
// manifest").
import { posix } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { dataEntryOf } from './dataEntries.mjs';

export { DATA_REQUEST } from './dataEntries.mjs';

/** The page languages; each island's texts are one chunk per language. */
export const LANGUAGES = ['sv', 'nb', 'fi', 'en'];

/** React, the islands runtime: every island's first view needs it. */
export const RUNTIME = 'packages/islands/src/runtime/index.ts';

/** The loader's failure chunk: an island's error box, its Try again and the retries' waits. */
export const FAILURE = 'packages/islands/src/loader/failure.ts';

const root = new URL('../../', import.meta.url);

/** Every island's manifest (IslandManifest), in the list's order. */
export const MANIFESTS = (
  await tsImport('../../packages/islands/src/islandManifests.ts', {
    parentURL: import.meta.url,
    tsconfig: new URL('tsconfig.json', root).pathname,
  })
).ISLAND_MANIFESTS;

/** A manifest's path (relative to its package) from the repository's root. */
const inPackage = (manifest, path) =>
  posix.join('packages', manifest.package.replace(/^@nordpark\//, ''), path);

/**
 * Per island, from its manifest: `entry` (what registerIsland imports), `texts` (one module per
 * language, `{language}` in the path), `prefetch` (the package's data entry, its manifest's
 * `data`) and `data` (the module the loader imports, the prefetch with the data request, which
 * bundle/dataEntries.mjs writes: no file),
 * `beside` (code fetched at once but at low priority, which must not hold back the first view:
 * the search's map), `css`, `holds`, `startGroup`, `package` and `budget` as the manifest says.
 */
export function islandsOf(manifests) {
  return Object.fromEntries(
    manifests.map((manifest) => [
      manifest.island,
      {
        package: manifest.package,
        entry: inPackage(manifest, manifest.entry),
        texts: (manifest.texts ?? []).map((path) => inPackage(manifest, path)),
        ...(manifest.data
          ? { prefetch: inPackage(manifest, manifest.data), data: dataEntryOf(manifest.island) }
          : {}),
        ...(manifest.beside ? { beside: manifest.beside.map((path) => inPackage(manifest, path)) } : {}),
        css: inPackage(manifest, manifest.css),
        holds: manifest.holds ?? [],
        ...(manifest.startGroup ? { startGroup: manifest.startGroup } : {}),
        budget: manifest.budget,
      },
    ]),
  );
}

export const ISLANDS = islandsOf(MANIFESTS);
