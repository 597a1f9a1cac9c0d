import type { IslandPreload } from '../types';

/**
 * Each island's start-up files, as the drop-in build writes them into nordpark.js (compactly:
 * every page downloads it): each file once, by name (`chunks/<name>.js`), and per island the
 * indexes of its files, those fetched at low priority, and its texts per language
 * (scripts/bundle/plugins.mjs, compactTable).
 */
interface StartUpTable {
  files: string[];
  islands: Record<string, [number[], number[], Record<string, number[]>] | undefined>;
  /** The Intl warm-up worker's chunk, by file name (`.js` included). */
  intlWarmup?: string;
}

/** The table when the build wrote one in; the placeholder string otherwise. */
function built(value: unknown): StartUpTable {
  return typeof value === 'object' && value !== null ? (value as StartUpTable) : { files: [], islands: {} };
}

// The drop-in build (scripts/build-browser.mjs) writes the table into nordpark.js in place of
// this placeholder string. Anywhere else (tests, Storybook, an npm user's own bundle) it stays a
// string: there is no table, and islands load as their imports say.
const table = () => built('__NORDPARK_START_UP_TABLE__');

/** The island's start-up modules as URLs against `base` (nordpark.js's own URL), if built. */
export function startUpFiles(island: string, base: string): IslandPreload | undefined {
  const { files, islands, intlWarmup } = table();
  const entry = islands[island];
  if (!entry) return undefined;
  // One URL parsed, the names appended: parsing one per file was a noticeable part of the
  // loader's first task (four islands' tables, read at registration).
  const folder = new URL('chunks/', base).href;
  const urls = (indexes: number[]) => indexes.map((index) => `${folder}${files[index]}.js`);
  const [first, later, texts] = entry;
  return {
    files: urls(first),
    later: urls(later),
    texts: Object.fromEntries(Object.entries(texts).map(([language, indexes]) => [language, urls(indexes)])),
    intlWarmup: intlWarmup && folder + intlWarmup,
  };
}
