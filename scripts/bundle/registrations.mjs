// The loader's registration of each island, written from the manifests (bundle/islands.mjs):
// in packages/islands/src/browser.ts the build replaces what stands between `// islands:start`
// and `// islands:end` with these calls, so a bundle registers exactly the islands it was built
// for. Calls written out, not a loop over a table: a bundler needs each import() as it is, and
// the loader stays as small as it was.

const START = '// islands:start';
const END = '// islands:end';

/** One island's `register(…)` call: its entry (`<package>/island`), data entry and held islands. */
function registration(name, island) {
  const args = [
    JSON.stringify(name),
    `() => import(${JSON.stringify(`${island.package}/island`)})`,
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

/** The source between the markers, or undefined when `code` has none. */
export function registeredIn(code) {
  const start = code.indexOf(START);
  const end = code.indexOf(END);
  return start === -1 || end < start ? undefined : code.slice(start + START.length, end);
}

/** A rolldown plugin: `entry`'s registration replaced with the islands' own. */
export function registrationsPlugin(root, entry, islands) {
  return {
    name: 'nordpark-island-registrations',
    transform(code, id) {
      if (id !== `${root}${entry}`) return null;
      const current = registeredIn(code);
      if (current === undefined) return null;
      const calls = registrations(islands);
      // As many lines as the source had, so the lines after stay where its map says.
      const padding = '\n'.repeat(Math.max(1, current.split('\n').length - calls.split('\n').length));
      return { code: code.replace(current, `\n${calls}${padding}`), map: null };
    },
  };
}
