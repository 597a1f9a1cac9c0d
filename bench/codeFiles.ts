// The files of each island's code in a built drop-in bundle, read from its metafile.json (the
// chunk graph the build writes, in esbuild's shape): the runtime's and the island entry's
// chunks with everything they import statically. The benchmark's "code in" is when the last
// of these arrived; texts, the map and other lazy chunks are not the island's code.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder the build ran in: the metafile's paths are relative to it. */
const root = fileURLToPath(new URL('..', import.meta.url));

interface Output {
  imports: { path: string; kind: string }[];
  entryPoint?: string;
}

/** Island name → its entry module, as registered in the drop-in bundle (and the floor's). */
const ENTRIES: Record<string, string> = {
  'date-field': 'packages/date-field/src/island.tsx',
  'facility-search': 'packages/facility-search/src/island.tsx',
  'booking-flow': 'packages/booking-flow/src/island.tsx',
  'confirm-dialog': 'packages/my-parking/src/island.tsx',
  floor: 'bench/floor/floorIsland.tsx',
};
const RUNTIME = 'packages/islands/src/runtime/index.ts';

/**
 * Island name → the paths (relative to the bundle folder) of its code: the start-up table of
 * the bundle's manifest.json when it has one (a bundle whose small chunks are grouped:
 * each island's first-round files, its data entry included), else the metafile's chunk graph
 * (an older bundle, measured with --bundle); empty without either.
 */
export function islandCodeFiles(bundleDir: string): Record<string, string[]> {
  const manifest = join(bundleDir, 'manifest.json');
  if (existsSync(manifest)) {
    const table = (
      JSON.parse(readFileSync(manifest, 'utf8')) as { islands?: Record<string, { files?: string[] }> }
    ).islands;
    if (table && Object.keys(table).length > 0) {
      return Object.fromEntries(Object.entries(table).map(([island, entry]) => [island, entry.files ?? []]));
    }
  }
  const file = join(bundleDir, 'metafile.json');
  if (!existsSync(file)) return {};
  const outputs = (JSON.parse(readFileSync(file, 'utf8')) as { js: { outputs: Record<string, Output> } }).js
    .outputs;
  const byEntry = (entry: string) =>
    Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry && path.endsWith('.js'));
  const closure = (start: string | undefined, seen = new Set<string>()) => {
    if (!start || seen.has(start)) return seen;
    seen.add(start);
    for (const edge of outputs[start]?.imports ?? [])
      if (edge.kind === 'import-statement') closure(edge.path, seen);
    return seen;
  };
  const prefix = `${relative(root, resolve(bundleDir))}/`;
  const inBundle = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : path);
  return Object.fromEntries(
    Object.entries(ENTRIES).map(([island, entry]) => {
      const files = closure(byEntry(entry), closure(byEntry(RUNTIME)));
      return [island, [...files].map(inBundle)];
    }),
  );
}
