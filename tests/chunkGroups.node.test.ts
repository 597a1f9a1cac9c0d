// The chunk rules' part for the loader (scripts/bundle/chunkGroups.mjs), on a first pass made
// up here: what nordpark.js holds stays in it, the chunks that import from it keep their own
// groups, and a loader that needs React fails the build.
import { expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { codeSplittingOf, startUpGroups } from '../scripts/bundle/chunkGroups.mjs';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { RUNTIME } from '../scripts/bundle/islands.mjs';

const root = '/repo/';
const LOADS = `${root}packages/core/src/islands/islandLoads.ts`;
const BROWSER = `${root}packages/islands/src/browser.ts`;
const REACT = `${root}node_modules/react/index.js`;
const ONLY_A = `${root}packages/a/src/onlyA.ts`;

const chunk = (fileName: string, moduleIds: string[], imports: string[], more = {}) => ({
  type: 'chunk',
  fileName,
  facadeModuleId: moduleIds[0],
  moduleIds,
  imports,
  dynamicImports: [],
  isEntry: false,
  ...more,
});

/** Two islands and the runtime, each importing the load values from the entry, which loads
 * them all lazily: as rolldown's first pass leaves a loader that imports core's load values. */
function firstPass(entryModules = [BROWSER, LOADS]) {
  const output = [
    chunk('nordpark.js', entryModules, [], {
      isEntry: true,
      dynamicImports: ['runtime.js', 'a.js', 'b.js'],
    }),
    chunk('runtime.js', [`${root}${RUNTIME}`, REACT], ['nordpark.js']),
    chunk('a.js', [`${root}packages/a/src/island.ts`, ONLY_A], ['nordpark.js', 'runtime.js']),
    chunk('b.js', [`${root}packages/b/src/island.ts`], ['nordpark.js', 'runtime.js']),
  ];
  const imports = new Map<string, string[]>([
    [BROWSER, [LOADS]],
    [`${root}${RUNTIME}`, [REACT, LOADS]],
    [`${root}packages/a/src/island.ts`, [ONLY_A, LOADS]],
    [`${root}packages/b/src/island.ts`, [LOADS]],
  ]);
  const islands = {
    a: { entry: 'packages/a/src/island.ts' },
    b: { entry: 'packages/b/src/island.ts' },
  };
  return { output, imports, islands };
}

/** The group a module lands in on the second pass, or undefined: rolldown places it. */
function groupOf(groups: Map<string, string>, id: string): string | undefined {
  const split = codeSplittingOf(groups) as { groups: { name: string; test: (id: string) => boolean }[] };
  return split.groups.find((group) => group.test(id))?.name;
}

test('what nordpark.js holds is in no group, so it stays there; the chunks that import it keep theirs', () => {
  const { output, imports, islands } = firstPass();
  const groups = startUpGroups(output, imports, root, islands);
  expect(groupOf(groups, LOADS)).toBeUndefined();
  expect(groupOf(groups, BROWSER)).toBeUndefined();
  expect(groupOf(groups, REACT)).toBe('runtime');
  // One island's own module stays with it: the island's lazy reach ends at the loader, whose
  // lazy imports (every island) are not the island's.
  expect(groupOf(groups, ONLY_A)).toBe('a');
});

test('a loader that needs React fails the build, naming the modules', () => {
  const { output, imports, islands } = firstPass([BROWSER, LOADS, REACT]);
  imports.set(BROWSER, [LOADS, REACT]);
  expect(() => startUpGroups(output, imports, root, islands)).toThrow(
    /nordpark\.js must not need React[\s\S]*node_modules\/react\/index\.js/,
  );
});
