// How the drop-in bundle's modules are grouped into chunks, so that a page's first view needs
// few files. Rolldown's own chunking (like esbuild's) makes one chunk per set of entries that
// reach a module: with every lazy part its own entry, that is dozens of tiny shared chunks and
// a waterfall of imports. Here a first pass of rolldown's own chunking says which start-up
// graph needs each module; the second pass groups by that:
//
//   (loader)  nordpark.js: the loader and what it needs before its first island, React-free
//             (the build fails otherwise), in no group; the chunks import what they share
//             with it (core's load values) from it.
//   base      what the runtime and the islands' data entries share, React-free: valibot, the
//             page config, the API transport. The data entries run as soon as it is in. Also
//             what the failure chunk shares with the runtime: it works without React.
//   data      the data entries and what only they need before the islands (the first calls).
//   runtime   React, ReactDOM and the islands runtime: every island page needs them.
//   shared    what two or more islands need at start (the date field in the search bar, …);
//             an island whose manifest says `startGroup: 'shared'` (one others hold), so that
//             a page holding all four stays within 12 files.
//   <island>  everything else one island needs at start, with its entry (one file per island).
//
// Modules that only wait for the visitor (dialogs, details, the calendar, DOMPurify) and each
// language's texts keep rolldown's own chunks; what only the search's map needs stays in it.
import { DATA_REQUEST, FAILURE, ISLANDS, RUNTIME } from './islands.mjs';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * Reads the first pass (rolldown's chunks with their imports, and each module's static
 * imports) and returns each module's group name, or undefined for the ones rolldown's own
 * chunking places.
 */
export function startUpGroups(output, imports, root, islands = ISLANDS) {
  const chunks = output.filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (module) => chunks.find((chunk) => chunk.facadeModuleId === `${root}${module}`)?.fileName;
  /** The chunks `files` need: their static imports, and with `lazy` their dynamic ones too;
   * never into `stop`'s. */
  const reach = (files, lazy = false, stop = new Set()) => {
    const seen = new Set();
    const visit = (file) => {
      if (!file || seen.has(file) || stop.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file);
      for (const imported of [...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])])
        visit(imported);
    };
    files.forEach(visit);
    return seen;
  };
  // The loader: nordpark.js (the entry) and any chunk it imports statically. Rolldown's first
  // pass puts the modules the loader imports in the entry, those it shares with other chunks
  // too (core's load values): every other chunk is loaded after it. They stay there.
  // The start-up graphs below end where they reach it (an island's realm would otherwise take
  // in every lazy import of the loader).
  const loader = reach(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  /** The chunks `modules` need (see `reach`), the loader's aside. */
  const closure = (modules, lazy = false) => reach(modules.map(facade), lazy, loader);
  const data = Object.values(islands).flatMap((island) => (island.data ? [island.data] : []));
  const roots = {
    runtime: closure([RUNTIME]),
    data: closure(data.length ? [DATA_REQUEST, ...data] : []),
    ...Object.fromEntries(Object.entries(islands).map(([name, island]) => [name, closure([island.entry])])),
    ...Object.fromEntries(
      Object.entries(islands).map(([name, island]) => [`${name} beside`, closure(island.beside ?? [])]),
    ),
  };
  // Everything each island may ever load, its lazy parts included: a module one island needs
  // at start but another's lazy part needs too cannot go in the first island's chunk.
  const realms = Object.entries(islands).map(([name, island]) => [
    name,
    closure([island.entry, ...(island.data ? [island.data] : []), ...(island.beside ?? [])], true),
  ]);
  const names = {
    names: Object.keys(islands),
    withData: Object.keys(islands).filter((n) => islands[n].data),
    startGroup: Object.fromEntries(Object.entries(islands).map(([n, island]) => [n, island.startGroup])),
  };
  const besides = new Set(
    Object.values(islands).flatMap((island) => (island.beside ?? []).map((module) => `${root}${module}`)),
  );
  const reactNeeded = needsReact(imports);
  const groups = new Map();
  const problems = [];
  for (const file of loader) for (const id of byFile.get(file)?.moduleIds ?? []) groups.set(id, LOADER);
  for (const chunk of chunks) {
    const users = Object.keys(roots).filter((root) => roots[root].has(chunk.fileName));
    const realmsOf = realms.filter(([, realm]) => realm.has(chunk.fileName)).map(([name]) => name);
    for (const id of chunk.moduleIds) {
      if (groups.get(id) === LOADER) continue;
      const where = { users, realms: realmsOf, besideFacade: besides.has(chunk.facadeModuleId ?? '') };
      const group = groupOf(id, where, names, !reactNeeded(id), problems);
      if (group) groups.set(id, group);
    }
  }
  // The failure chunk shows an island's error box and its Try again when the runtime's chunk
  // did not arrive: what it shares with the runtime (the error classes, the loader's texts) goes
  // in base, which it can get without React. Base is on every island page's start-up too.
  for (const file of closure([FAILURE]))
    for (const id of byFile.get(file)?.moduleIds ?? [])
      if (groups.get(id) === 'runtime' && !reactNeeded(id)) groups.set(id, 'base');
  closeOverImports(groups, imports, Object.keys(islands));
  const inLoader = [...groups].filter(([id, group]) => group === LOADER && reactNeeded(id));
  if (inLoader.length > 0)
    throw new Error(
      `nordpark.js must not need React, but these modules of the loader do:\n  ${inLoader.map(([id]) => id).join('\n  ')}`,
    );
  for (const [id, group] of groups)
    if ((group === 'base' || group === 'data') && reactNeeded(id)) problems.push(id);
  if (problems.length > 0)
    throw new Error(
      `the islands' data entries must not need React, but these modules do:\n  ${[...new Set(problems)].join('\n  ')}`,
    );
  return groups;
}

/** The loader's modules: left out of every group, so that rolldown keeps them in nordpark.js
 * (the entry), from where the other chunks import what they share with it. */
const LOADER = 'loader';

const RANK = { [LOADER]: -1, base: 0, data: 1, runtime: 2, shared: 3 };

/**
 * Makes the groups closed under static imports, so that no group's chunk imports a later one
 * (loader → base → data → runtime → shared → each island) and no island's chunk another
 * island's:
 * such an edge is a cycle between chunks, and a chunk evaluated inside a cycle can call a
 * function of one not yet evaluated ("y is not a function" when the confirm dialog's first
 * pass put core's localeTag with the runtime and formatLongDate in base). A module a group
 * imports from a later group moves to the importing group; one two islands import goes to
 * `shared`. Repeated until nothing moves.
 */
export function closeOverImports(groups, imports, islandNames) {
  const rank = (group) => RANK[group] ?? (islandNames.includes(group) ? 4 : 5);
  let moved = true;
  while (moved) {
    moved = false;
    for (const [id, group] of groups) {
      for (const imported of imports.get(id) ?? []) {
        const theirs = groups.get(imported);
        if (!theirs || theirs === group) continue;
        const target =
          rank(theirs) > rank(group) ? group : rank(theirs) === 4 && rank(group) === 4 ? 'shared' : null;
        if (target && target !== theirs) {
          groups.set(imported, target);
          moved = true;
        }
      }
    }
  }
}

/** Whether a module needs React: React itself, or a static import path that leads to it. */
function needsReact(imports) {
  const known = new Map();
  const visit = (id, path) => {
    if (REACT.test(id)) return true;
    if (known.has(id)) return known.get(id);
    if (path.has(id)) return false;
    path.add(id);
    const found = (imports.get(id) ?? []).some((next) => visit(next, path));
    path.delete(id);
    known.set(id, found);
    return found;
  };
  return (id) => visit(id, new Set());
}

function groupOf(id, { users, realms, besideFacade }, islands, free, problems) {
  if (REACT.test(id)) return 'runtime';
  if (users.length === 0) return undefined;
  const starters = islands.names.filter((name) => users.includes(name));
  if (users.includes('data')) {
    // The data entries run before React arrives: nothing they import may need it.
    if (!free) problems.push(id);
    // Shared with the runtime, or with an island that has no data entry: every page needs it.
    const elsewhere = starters.some((name) => !islands.withData.includes(name));
    return users.includes('runtime') || elsewhere ? 'base' : 'data';
  }
  if (users.includes('runtime')) return 'runtime';
  if (starters.length === 0) {
    // Only an island's "beside" code (the map) needs it: it stays in that chunk, unless
    // lazy parts share it too (the scroll lock of the dialogs): then with the runtime.
    if (besideFacade) return undefined;
    return free ? 'base' : 'runtime';
  }
  // Every island needs it (defineIsland, the translator), or its one island's manifest puts
  // its start-up code with the runtime (the confirm dialog's trigger, 2.6 KiB: a page holding
  // all four islands needs 12 files, not 13).
  const alone = starters.length === 1 ? islands.startGroup[starters[0]] : undefined;
  if (starters.length === islands.names.length || alone === 'runtime') return 'runtime';
  // Two islands need it, or its island is held by others (the date field): `shared`.
  if (starters.length > 1 || alone === 'shared') return 'shared';
  // One island needs it at start, another one's lazy parts too (the search's spinner, used by
  // the dialogs): where every such page finds it.
  if (realms.some((realm) => realm !== starters[0])) return free ? 'base' : 'shared';
  return starters[0];
}

/** The second pass's `output.codeSplitting`: the groups above, the earlier ones first. */
export function codeSplittingOf(groups) {
  const order = ['base', 'data', 'runtime', 'shared', ...groups.values()].filter((name) => name !== LOADER);
  return {
    // Every module a first view needs is in a group already; what a group's modules import
    // besides is lazy (a dynamic entry re-exported from them) and keeps a chunk of its own.
    includeDependenciesRecursively: false,
    groups: [...new Set(order)].map((name, index) => ({
      name,
      test: (id) => groups.get(id) === name,
      priority: 100 - index,
    })),
  };
}

/**
 * Fails the build when the chunks' static imports form a cycle: in a cycle one chunk runs
 * before another it calls into has been evaluated, an error only a browser would show.
 */
export function assertNoImportCycle(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map();
  const visit = (file, path) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') throw new Error(`chunk import cycle: ${[...path, file].join(' → ')}`);
    state.set(file, 'open');
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported, [...path, file]);
    state.set(file, 'done');
  };
  for (const chunk of chunks) visit(chunk.fileName, []);
}
