// Explicit compile hints (Chrome 136+; a comment elsewhere): a file that starts with
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
// that streams the script, instead of lazily on the main thread at each function's first call.
// An island's first-view files run most of their functions at once (React DOM's render, the
// store, the data entry's first call, Leaflet making the map), so they get the hint. The chunks
// that wait for the visitor (dialogs, details, the calendar, the texts) do not: hinting every
// chunk measured worse, probably as small files are compiled on the main thread, where eager
// means all at once (docs/performance.md, "The compile hints").
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every island's first-view files: its start-up files, and those it loads right after them at
 * low priority (the search's map, which the first view shows too); and the loader itself.
 */
export function hintedFiles(startUp, entryFile = 'nordpark.js') {
  const files = new Set([entryFile]);
  for (const island of Object.values(startUp))
    for (const file of [...island.files, ...island.later]) files.add(file);
  return [...files].sort();
}

/**
 * Puts the hint on the first line of each file, and shifts its source map one line down (a
 * leading `;` in `mappings` is one generated line without mappings), so stack traces and
 * profiles still point at the right source. Runs before the manifest's SRI hashes are taken.
 */
export async function addCompileHints(outdir, files) {
  for (const file of files) {
    const path = `${outdir}/${file}`;
    const code = await readFile(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(path, `${COMPILE_HINT}\n${code}`);
    // Rolldown's own runtime chunk comes without a map.
    if (!existsSync(`${path}.map`)) continue;
    const map = JSON.parse(await readFile(`${path}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    await writeFile(`${path}.map`, JSON.stringify(map));
  }
}
