// The island manifests are the one list of islands: the contract's names agree with them, each
// editor takes its name and schema from its manifest, and a throwaway fifth island
// (tests/fifthIsland: its package files and nothing else) added to the list reaches the built
// bundle (its registration, chunks, data entry, texts and stylesheet), the size report, the
// builder's list and the generated docs, with no other file touched.
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ISLAND_NAMES } from '@nordpark/core';
import { manifest as dateField } from '@nordpark/date-field/manifest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { islandEditors, loadIslandEditors } from '../packages/builder/src/registry';
import { ISLAND_MANIFESTS } from '../packages/islands/src/islandManifests';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { buildBrowserBundle, ISLAND_STYLES } from '../scripts/build-browser.mjs';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { ISLANDS, islandsOf } from '../scripts/bundle/islands.mjs';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { registeredIn, registrations } from '../scripts/bundle/registrations.mjs';
import { editorsOf, renderConfigurationDoc } from '../scripts/docs/generate';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { packageBudgetsOf, pageOutputs, pagesOf } from '../scripts/size-report.mjs';
import { manifest as PERMIT } from './fifthIsland/src/manifest';

const root = fileURLToPath(new URL('..', import.meta.url));

const WITH_PERMIT = [...ISLAND_MANIFESTS, PERMIT];

test('the contract names every island of the manifests, and no other', () => {
  expect([...ISLAND_NAMES].sort()).toEqual(ISLAND_MANIFESTS.map((manifest) => manifest.island).sort());
});

test.each(ISLAND_MANIFESTS.map((manifest) => [manifest.island, manifest] as const))(
  "the %s editor takes its island's name and schema from the manifest",
  async (_island, manifest) => {
    const editor = await manifest.editor();
    expect(editor.island).toBe(manifest.island);
    expect(editor.schema).toBe(manifest.schema);
  },
);

test("the build's islands and stylesheets come from the manifests, paths from each package", () => {
  expect(Object.keys(ISLANDS)).toEqual(ISLAND_MANIFESTS.map((manifest) => manifest.island));
  expect(ISLAND_STYLES['confirm-dialog']).toBe('packages/my-parking/src/styles.css');
  expect(ISLANDS['facility-search']?.texts).toEqual([
    'packages/facility-search/src/messages/{language}.ts',
    'packages/date-field/src/messages/{language}.ts',
  ]);
});

test("a fifth island's manifest gives the bundle its entry, texts, data entry and styles", () => {
  expect(islandsOf(WITH_PERMIT)['permit-status']).toEqual({
    package: '@nordpark/permit-status',
    entry: 'tests/fifthIsland/src/island.tsx',
    texts: ['tests/fifthIsland/src/messages/{language}.ts'],
    prefetch: 'tests/fifthIsland/src/prefetch.ts',
    // Written by the build (scripts/bundle/dataEntries.mjs): no such file.
    data: 'packages/islands/src/dataEntries/permit-status.ts',
    css: 'tests/fifthIsland/src/styles.css',
    holds: ['date-field'],
    budget: { js: 90, css: 5, packed: 20 },
  });
});

test('a fifth island gets its page and its package budget in the size report', () => {
  const islands = islandsOf(WITH_PERMIT);
  const pages = pagesOf(islands);
  expect(pages.find((page: { page: string }) => page.page === 'a permit-status')).toEqual({
    page: 'a permit-status',
    islands: ['permit-status'],
    js: 90,
    css: 5,
  });
  expect(pages.at(-1)).toMatchObject({ page: 'all five islands', islands: Object.keys(islands) });
  expect(packageBudgetsOf(islands)['@nordpark/permit-status']).toBe(20);
});

test("a fifth island's props are in the generated configuration reference", async () => {
  const doc = renderConfigurationDoc(await editorsOf(WITH_PERMIT));
  expect(doc).toContain('## `permit-status` props');
  expect(doc).toContain('| `permitId` | `string` | — | The permit’s id. |');
});

test("a fifth island is in the builder's list, after the contract's islands", async () => {
  await loadIslandEditors(WITH_PERMIT);
  expect(islandEditors().map((editor) => editor.island)).toEqual([...ISLAND_NAMES, 'permit-status']);
});

test('browser.ts lists no island itself: the build and the tests write its registration', () => {
  const source = readFileSync(new URL('../packages/islands/src/browser.ts', import.meta.url), 'utf8');
  expect(
    registeredIn(source)
      ?.replace(/\/\/.*$/gm, '')
      .trim(),
  ).toBe('');
});

test('a fifth island is registered with its entry, data entry and held styles', () => {
  expect(registrations(islandsOf(WITH_PERMIT)).split('\n').at(-1)).toBe(
    'register("permit-status", () => import("../../../tests/fifthIsland/src/island.tsx"), () => import("./dataEntries/permit-status"), "date-field");',
  );
});

// The drop-in bundle built for the date field (which it holds) and the fifth island, into a
// folder of its own: what the build makes of a manifest, with nothing else written for it.
describe('the drop-in bundle with a fifth island', () => {
  const outdir = `${root}test-results/fifth-island-bundle`;
  const islands = islandsOf([dateField, PERMIT]);
  const read = (file: string) => readFile(`${outdir}/${file}`, 'utf8');
  let built: { js: { outputs: Record<string, { inputs: Record<string, unknown> }> } };
  let startUp: Record<string, { files: string[]; texts: Record<string, string[]> }>;

  beforeAll(async () => {
    built = await buildBrowserBundle({ log: false, outdir, islands, intlWarmup: false });
    startUp = JSON.parse(await read('manifest.json')).islands;
  }, 120_000);
  afterAll(() => rm(outdir, { recursive: true, force: true }));

  test('nordpark.js registers it, and its start-up files hold its code and its data entry', async () => {
    expect(await read('nordpark.js')).toContain('"permit-status"');
    const files = await Promise.all((startUp['permit-status']?.files ?? []).map(read));
    expect(files.some((code) => code.includes('permit-status-island'))).toBe(true);
    // Its prefetch and the loader's data request, in the data chunk it links first.
    const [data] = startUp['permit-status']?.files ?? [];
    const inputs = built.js.outputs[`test-results/fifth-island-bundle/${data}`]?.inputs ?? {};
    expect(Object.keys(inputs)).toEqual(
      expect.arrayContaining([
        'tests/fifthIsland/src/prefetch.ts',
        'packages/islands/src/loader/dataRequest.ts',
      ]),
    );
    expect(await read(data ?? '(none)')).toContain('permitStatusPrefetch');
  });

  test('its texts are a chunk per language, and its stylesheet islands/permit-status.css', async () => {
    for (const language of ['sv', 'nb', 'fi', 'en']) {
      const texts = await Promise.all((startUp['permit-status']?.texts[language] ?? []).map(read));
      expect(texts.join('')).toContain(`permit-status-${language}`);
    }
    expect(await read('islands/permit-status.css')).toContain('.np-permit-status');
  });

  test("the size report's page of it counts its chunks", () => {
    const files: string[] = pageOutputs({ js: built.js }, ['permit-status'], islands);
    const dir = 'test-results/fifth-island-bundle/';
    expect(files.map((file) => file.replace(dir, ''))).toEqual(
      expect.arrayContaining(startUp['permit-status']?.files ?? ['(none)']),
    );
  });
});
