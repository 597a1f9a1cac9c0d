// The island manifests are the one list of islands: the contract's names agree with them, each
// editor takes its name and schema from its manifest, and a fifth island added through a
// manifest alone reaches the bundle's islands, the size report, the builder's list and the
// generated docs.
import { readFileSync } from 'node:fs';
import { type AnyIslandEditorSpec, ISLAND_NAMES, type IslandManifest } from '@nordpark/core';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { islandEditors, loadIslandEditors } from '../packages/builder/src/registry';
import { ISLAND_MANIFESTS } from '../packages/islands/src/islandManifests';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { ISLAND_STYLES } from '../scripts/build-browser.mjs';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { ISLANDS, islandsOf } from '../scripts/bundle/islands.mjs';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { registeredIn, registrations } from '../scripts/bundle/registrations.mjs';
import { editorsOf, renderConfigurationDoc } from '../scripts/docs/generate';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { packageBudgetsOf, pagesOf } from '../scripts/size-report.mjs';

/** A throwaway fifth island: a parking-permit status card, known by its manifest only. */
const permitSchema = v.object({ permitId: v.optional(v.string()) });
const permitEditor: AnyIslandEditorSpec = {
  island: 'permit-status' as AnyIslandEditorSpec['island'],
  title: { sv: 'Tillståndsstatus', nb: 'Tillatelsesstatus', fi: 'Luvan tila', en: 'Permit status' },
  description: {
    sv: 'Ett kort med tillståndets status.',
    nb: 'Et kort med tillatelsens status.',
    fi: 'Kortti luvan tilasta.',
    en: 'A card with the permit’s status.',
  },
  schema: permitSchema,
  fields: {
    permitId: {
      label: { sv: 'Tillstånd', nb: 'Tillatelse', fi: 'Lupa', en: 'Permit' },
      help: { sv: 'Tillståndets id.', nb: 'Tillatelsens id.', fi: 'Luvan tunniste.', en: 'The permit’s id.' },
      example: 'P-1',
    },
  },
  presets: [],
};
const PERMIT: IslandManifest = {
  island: 'permit-status',
  package: '@nordpark/permit-status',
  component: 'PermitStatus',
  entry: 'src/island.tsx',
  texts: ['src/messages/{language}.ts'],
  data: 'src/prefetch.ts',
  css: 'src/styles.css',
  holds: ['date-field'],
  budget: { js: 90, css: 5, packed: 20 },
  schema: permitSchema,
  editor: async () => permitEditor,
};
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
    entry: 'packages/permit-status/src/island.tsx',
    texts: ['packages/permit-status/src/messages/{language}.ts'],
    data: 'packages/islands/src/dataEntries/permit-status.ts',
    css: 'packages/permit-status/src/styles.css',
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

/** Code as a bundler reads it: no comments, no spaces, one kind of quote, no trailing comma. */
const normalized = (code: string) =>
  code
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, '')
    .replace(/'/g, '"')
    .replace(/,\)/g, ')');

test("browser.ts registers the manifests' islands, as the build writes them", () => {
  const source = readFileSync(new URL('../packages/islands/src/browser.ts', import.meta.url), 'utf8');
  expect(normalized(registeredIn(source))).toBe(normalized(registrations(ISLANDS)));
});

test('a fifth island is registered in the bundle with its entry, data entry and held styles', () => {
  expect(registrations(islandsOf(WITH_PERMIT)).split('\n').at(-1)).toBe(
    'register("permit-status", () => import("@nordpark/permit-status/island"), () => import("./dataEntries/permit-status"), "date-field");',
  );
});
