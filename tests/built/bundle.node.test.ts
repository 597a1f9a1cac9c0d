import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext, Script } from 'node:vm';
import { GREATEST_LOWER_BOUND, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
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

// Which files carry the hint is not pinned here: what the hints are for is the load's blocking
// time, the bench's to measure (docs/performance.md, "The compile hints" and the ledger).
describe('compile hints (scripts/bundle/compileHints.mjs)', () => {
  const manifest = JSON.parse(readFileSync(`${root}${dist}manifest.json`, 'utf8')) as {
    islands: Record<string, { files: string[]; later: string[]; texts: Record<string, string[]> }>;
  };
  const startUp = new Set(
    Object.values(manifest.islands).flatMap((island) => [...island.files, ...island.later]),
  );
  test('a hinted file’s source map still points at the right source line', () => {
    // The data entry's chunk holds the nearby call's path as a string literal: the generated
    // position of that literal maps back to a source line that holds it.
    const file = [...startUp].find((name) => /chunks\/data-/.test(name)) as string;
    const code = readFileSync(`${root}${dist}${file}`, 'utf8');
    const at = code.indexOf('getnearbyfacilities');
    expect(at).toBeGreaterThan(0);
    const before = code.slice(0, at).split('\n');
    const map = new TraceMap(readFileSync(`${root}${dist}${file}.map`, 'utf8'));
    const original = originalPositionFor(map, {
      line: before.length,
      column: (before.at(-1) as string).length,
      bias: GREATEST_LOWER_BOUND,
    });
    expect(original.source).toMatch(/api\/src\//);
    const sourceText = map.sourcesContent?.[map.resolvedSources.indexOf(original.source as string)] ?? '';
    expect(sourceText.split('\n')[(original.line as number) - 1]).toContain('getnearbyfacilities');
  });
});

describe('the Intl warm-up worker (scripts/bundle/intlWarmup.mjs)', () => {
  const manifest = JSON.parse(readFileSync(`${root}${dist}manifest.json`, 'utf8')) as {
    files: Record<string, { integrity: string }>;
    intlWarmup?: string;
  };
  const worker = manifest.intlWarmup ?? '';

  test('is a file of the bundle, listed with its integrity, whose name nordpark.js carries', () => {
    expect(worker).toMatch(/^chunks\/intl-warmup-[0-9a-z]{6}\.js$/);
    expect(manifest.files[worker]?.integrity).toMatch(/^sha384-/);
    const loader = readFileSync(`${root}${dist}nordpark.js`, 'utf8');
    expect(loader).toContain(worker.replace(/^chunks\//, ''));
  });

  test('is a classic script that imports nothing: `new Worker(url)` runs it in every browser of the bundle', () => {
    const code = readFileSync(`${root}${dist}${worker}`, 'utf8');
    expect(() => new Script(code)).not.toThrow();
    expect(code).not.toMatch(/\bimport\s*\(|\bimport\.meta\b/);
  });

  test("warms what the islands' first views format with, in the language posted, and answers the loader", () => {
    const code = readFileSync(`${root}${dist}${worker}`, 'utf8');
    const posted: unknown[] = [];
    const made: string[] = [];
    // Intl as the worker sees it: each service records the locale it was made for.
    const recorded = <T extends object>(name: string, service: T) =>
      new Proxy(service, {
        construct: (target, args) => {
          made.push(`${name} ${String(args[0])}`);
          return Reflect.construct(target as never, args);
        },
      });
    const intl = {
      ...Intl,
      NumberFormat: recorded('NumberFormat', Intl.NumberFormat),
      DateTimeFormat: recorded('DateTimeFormat', Intl.DateTimeFormat),
      PluralRules: recorded('PluralRules', Intl.PluralRules),
    };
    const scope: {
      onmessage?: (event: { data: unknown }) => void;
      postMessage: (m: unknown) => void;
      close: () => void;
    } = {
      postMessage: (message) => posted.push(message),
      close: () => undefined,
    };
    runInNewContext(code, { globalThis: scope, Intl: intl, Date, Map, Object });
    scope.onmessage?.({ data: 'fi' });
    expect(posted).toEqual(['warm']);
    expect(made).toEqual(
      expect.arrayContaining(['NumberFormat fi-FI', 'DateTimeFormat fi-FI', 'PluralRules fi-FI']),
    );
    // Each market's today, in its own zone (core's todayIn formats with en-US).
    expect(made.filter((entry) => entry === 'DateTimeFormat en-US')).toHaveLength(3);
  });
});
