// The loader's registration of each island, written from the manifests (bundle/islands.mjs):
// in packages/islands/src/browser.ts the build replaces what stands between `// islands:start`
// and `// islands:end` with these calls, so a bundle registers exactly the islands it was built
// for; the file itself holds none (the tests that run it apply this plugin too,
// scripts/vitest-islands.ts). Calls written out, not a loop over a table: a bundler needs each
// import() as it is, and the loader stays as small as it was. The data entries they import are
// bundle/dataEntries.mjs's.

import { posix } from 'node:path';

const START = '// islands:start';
const END = '// islands:end';

/** The loader's folder: the calls import relative to it. */
const LOADER = 'packages/islands/src';

/** One island's `register(…)` call: its entry (by its path, as its manifest says), data entry
 * and held islands. */
function registration(name, island) {
  const args = [
    JSON.stringify(name),
    `() => import(${JSON.stringify(posix.relative(LOADER, island.entry))})`,
    ...(island.data || island.holds?.length
      ? [island.data ? `() => import(${JSON.stringify(`./dataEntries/${name}`)})` : 'undefined']
      : []),
    ...(island.holds ?? []).map((held) => JSON.stringify(held)),
  ];
  return `register(${args.join(', ')});`;
}

/** The calls for these islands (scripts/bundle/islands.mjs's shape). */
export function registrations(islands) {
  return Object.entries(islands)
    .map(([name, island]) => registration(name, island))
    .join('\n');
}

/** Where the source between the markers starts and ends, or undefined when `code` has none. */
function markers(code) {
  const start = code.indexOf(START);
  const end = code.indexOf(END);
  return start === -1 || end < start ? undefined : { start: start + START.length, end };
}

/** The source between the markers, or undefined when `code` has none. */
export function registeredIn(code) {
  const found = markers(code);
  return found && code.slice(found.start, found.end);
}

/**
 * A rolldown (and Vite) plugin: `entry`'s registration replaced with the islands' own. `islands`
 * may be a function that loads them, called only when `entry` is met.
 */
export function registrationsPlugin(root, entry, islands) {
  return {
    name: 'nordpark-island-registrations',
    async transform(code, id) {
      if (id !== `${root}${entry}`) return null;
      const found = markers(code);
      if (!found) return null;
      const calls = registrations(typeof islands === 'function' ? await islands() : islands);
      // On the line of the end marker, so the lines after stay where the source's map says.
      const lines = '\n'.repeat(Math.max(1, code.slice(found.start, found.end).split('\n').length - 1));
      const written = `${lines}${calls.replaceAll('\n', ' ')} `;
      return { code: `${code.slice(0, found.start)}${written}${code.slice(found.end)}`, map: null };
    },
  };
}
