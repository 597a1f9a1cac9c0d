// Each island's data entry as the drop-in loader imports it, written from its manifest's `data`
// (bundle/islands.mjs): the package's prefetch and the loader's data request in one module, so
// one import (see IslandDataModule in packages/islands/src/types.ts). No file stands for it:
// the registration's `import('./dataEntries/<island>')` (bundle/registrations.mjs) resolves to
// this module, in the build and in the tests that run browser.ts (scripts/vitest-islands.ts).
import { dirname, join } from 'node:path';

/** What an island's data entry gets (the config as the island will get it), which every data
 * entry re-exports; bundle/islands.mjs lists it so that the data chunk holds it in any case. */
export const DATA_REQUEST = 'packages/islands/src/loader/dataRequest.ts';

/** Where an island's data entry stands in the module graph (the start-up table and the chunk
 * groups find its chunk by it), beside the loader that imports it. */
export const dataEntryOf = (name) => `packages/islands/src/dataEntries/${name}.ts`;

/** The module: `island.prefetch` (its package's data entry) and the data request. */
export function dataEntrySource(root, island) {
  return [
    `export { prefetch } from ${JSON.stringify(`${root}${island.prefetch}`)};`,
    `export { dataRequest } from ${JSON.stringify(`${root}${DATA_REQUEST}`)};`,
  ].join('\n');
}

/**
 * A rolldown (and Vite) plugin that gives `./dataEntries/<island>`, imported from the loader,
 * its module. `islands` (bundle/islands.mjs's shape) may be a function that loads them, called
 * only once such an import is met.
 */
export function dataEntriesPlugin(root, islands) {
  const entries = async () => {
    const all = typeof islands === 'function' ? await islands() : islands;
    return new Map(
      Object.entries(all)
        .filter(([, island]) => island.prefetch)
        .map(([name, island]) => [`${root}${dataEntryOf(name)}`, island]),
    );
  };
  let known;
  return {
    name: 'nordpark-island-data-entries',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('./dataEntries/')) return null;
      known ??= entries();
      const id = `${join(dirname(importer), source)}.ts`;
      return (await known).has(id) ? id : null;
    },
    async load(id) {
      const island = known && (await known).get(id);
      return island ? dataEntrySource(root, island) : null;
    },
  };
}
