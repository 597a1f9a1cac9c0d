// Explicit compile hints (Chrome 136+; a comment elsewhere): a file that starts with
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
// that streams the script, instead of lazily on the main thread at each function's first call.
// An island's first-view files run most of their functions at once (React DOM's render, the
// store, the data entry's first call, Leaflet making the map), so they get the hint. The chunks
// that wait for the visitor (dialogs, details, the calendar, the texts) do not: hinting every
// chunk measured worse (search TBT median 352 → 497 ms, 6 interleaved loads each), probably as
// small files are compiled on the main thread, where eager means all at once.
// Measured (issue 17, 2026-11-27, 4× CPU over Fast 4G, 8 loads of each bundle interleaved, six
// demo pages): first result 9–12 % sooner, TBT medians 20–50 ms lower on five of the six; with
// the map's chunk hinted as well, search TBT medians a further 50–60 ms lower. Those loads had
// the inspector's source-position re-parse in them (bench/README.md, "Source positions"); measured
// again without it (6 loads of each bundle interleaved, the hint line stripped from a copy),
// the hints still pay: TBT medians 78 vs 100 ms on /se/booking, 32 vs 135 on /se/search-simple,
// 31 vs 94 on /fi/search; first result 1488 vs 1632, 1709 vs 1910, 1640 vs 2004 ms.
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
