// The drop-in loader as built (node scripts/build.mjs first): nordpark.js imports the helpers it
// shares with the islands (@nordpark/ui/schedule, core's load values) like any module, and the
// chunk rules (scripts/bundle/chunkGroups.mjs) keep them in it. What must stay true whatever it
// imports: no React in what a page without islands downloads, and that within its budget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { PAGES, pageOutputs } from '../../scripts/size-report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = 'packages/islands/dist/browser/';
const LOADER = `${dist}nordpark.js`;

interface Output {
  bytes: number;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}
const metafile = JSON.parse(readFileSync(`${root}${dist}metafile.json`, 'utf8')) as {
  js: { outputs: Record<string, Output> };
};
const manifest = JSON.parse(readFileSync(`${root}${dist}manifest.json`, 'utf8')) as {
  islands: Record<string, { files: string[]; later: string[] }>;
};

/** The size report's page without islands: what it weighs and its budget (KiB), one place. */
const alone = (PAGES as { page: string; islands: string[]; js: number }[]).find(
  (page) => page.islands.length === 0,
);
/** nordpark.js and every chunk it imports statically: what a page without islands downloads. */
const loaderFiles: string[] = pageOutputs(metafile, []);

/** React's modules, as the chunk rules name them. */
const REACT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;
/** Strings only React's own code holds (its element symbol, its internals' export). */
const REACT_MARKERS = [
  'react.transitional.element',
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
];

describe('the built loader (nordpark.js)', () => {
  test('is what a page without islands downloads, with the chunks it imports statically', () => {
    expect(loaderFiles).toContain(LOADER);
    for (const file of loaderFiles) expect(metafile.js.outputs[file], file).toBeDefined();
  });

  test('holds no React: none of its modules, nor of the chunks it imports statically, is React', () => {
    const modules = loaderFiles.flatMap((file) => Object.keys(metafile.js.outputs[file]?.inputs ?? {}));
    // The loader's own modules are there: the module list is the one to check.
    expect(modules).toContain('packages/islands/src/loader/mount.ts');
    expect(modules.filter((module) => REACT.test(module))).toEqual([]);
    // And by content, should the metafile miss a module.
    for (const file of loaderFiles) {
      const code = readFileSync(`${root}${file}`, 'utf8');
      expect(
        REACT_MARKERS.filter((marker) => code.includes(marker)),
        file,
      ).toEqual([]);
    }
  });

  test('the markers checked are React’s: the chunk holding react-dom has each', () => {
    const [reactChunk] = Object.entries(metafile.js.outputs).filter(([, output]) =>
      Object.keys(output.inputs).some((module) => module.includes('node_modules/react-dom/')),
    );
    const code = readFileSync(`${root}${reactChunk?.[0]}`, 'utf8');
    for (const marker of REACT_MARKERS) expect(code).toContain(marker);
  });

  test("stays within the size report's budget for a page without islands, gzipped", () => {
    expect(alone?.js).toBeGreaterThan(0);
    const bytes = loaderFiles.reduce(
      (sum, file) => sum + gzipSync(readFileSync(`${root}${file}`), { level: 9 }).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual((alone?.js ?? 0) * 1024);
  });

  test('is never one of an island’s start-up files: the page has it already', () => {
    for (const [island, { files, later }] of Object.entries(manifest.islands))
      expect([...files, ...later], island).not.toContain('nordpark.js');
  });
});
