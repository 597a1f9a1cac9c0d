import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { facilities } from '@nordpark/fixtures';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { PAGES, pageOutputs } from '../../scripts/size-report.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = 'packages/islands/dist/browser/';

interface Output {
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
  entryPoint?: string;
}
const metafile = JSON.parse(readFileSync(`${root}${dist}metafile.json`, 'utf8')) as {
  js: { outputs: Record<string, Output> };
};

const fixtureInputs = (file: string) =>
  Object.keys(metafile.js.outputs[file]?.inputs ?? {}).filter((input) =>
    input.startsWith('packages/fixtures/'),
  );

describe('the production drop-in bundle', () => {
  const pages: [string, string[]][] = PAGES.map((p: { page: string; islands: string[] }) => [
    p.page,
    p.islands,
  ]);
  test.each(pages)(
    'API-36 a page holding %s loads no fixture data at start (mock mode is a lazy chunk)',
    (_page: string, islands: string[]) => {
      const files: string[] = pageOutputs(metafile, islands);
      expect(files.length).toBeGreaterThan(0);
      expect(files.flatMap(fixtureInputs)).toEqual([]);
      // And by content: no facility name of the sample data is in what the page downloads.
      const names = facilities.slice(0, 20).map((f) => f.Name);
      for (const file of files) {
        const text = readFileSync(`${root}${file}`, 'utf8');
        expect(
          names.filter((name) => text.includes(name)),
          file,
        ).toEqual([]);
      }
    },
  );

  test('the fixtures are reachable only through a dynamic import (mock mode)', () => {
    const withFixtures = Object.keys(metafile.js.outputs).filter((file) => fixtureInputs(file).length > 0);
    for (const file of withFixtures) {
      const importers = Object.entries(metafile.js.outputs).filter(([, output]) =>
        output.imports.some((i) => i.path === file),
      );
      for (const [, output] of importers) {
        const edge = output.imports.find((i) => i.path === file);
        // A chunk that imports the fixtures statically must itself contain fixture or mock code.
        if (edge?.kind === 'import-statement') {
          expect(
            Object.keys(output.inputs).some((i) => /packages\/(fixtures|api\/src\/mock)\//.test(i)),
          ).toBe(true);
        }
      }
    }
  });
});
