// Mock mode must cost a production page nothing: the fixtures load only through the one
// dynamic import in sender.ts. Checked twice: in the source import graph, and in real chunks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(srcDir, '../../..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${srcDir}/testing/`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The module specifiers of a file's static imports and re-exports, type-only ones included. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

describe('the production module graph', () => {
  test('API-36 no file outside src/mock and the optional /mock entry statically imports @nordpark/fixtures or ./mock', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      if (isTest(file) || file.startsWith(join(srcDir, 'mock/')) || file === join(srcDir, 'mock.ts'))
        continue;
      for (const specifier of staticImports(file)) {
        const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : specifier;
        if (
          target === '@nordpark/fixtures' ||
          target.startsWith(join(srcDir, 'mock/')) ||
          target === join(srcDir, 'mock.ts')
        ) {
          offenders.push(`${relative(srcDir, file)} -> ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  test('API-36 the files reachable from index.ts by static imports include no mock file', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      }
    };
    visit(join(srcDir, 'index.ts'));
    const reached = [...seen].map((file) => relative(srcDir, file));
    expect(reached).toContain('client.ts');
    expect(
      reached.filter((file) => file.startsWith('mock/') || file === 'mock.ts' || isTest(join(srcDir, file))),
    ).toEqual([]);
  });

  test('API-36 in a split build the fixtures sit only in the chunk mock mode loads', async () => {
    const result = await build({
      entryPoints: [join(srcDir, 'index.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'neutral',
      outdir: join(repoRoot, 'node_modules/.cache/api-graph'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      tsconfig: join(repoRoot, 'tsconfig.base.json'),
    });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith('src/index.ts'));
    expect(entry).toBeDefined();
    const staticClosure = new Set<string>();
    const walk = (name: string) => {
      if (staticClosure.has(name)) return;
      staticClosure.add(name);
      for (const imported of outputs[name]?.imports ?? []) {
        if (imported.kind === 'import-statement') walk(imported.path);
      }
    };
    if (entry) walk(entry);
    const inputsOf = (names: Iterable<string>) =>
      [...names].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
    const production = inputsOf(staticClosure);
    expect(production.some((input) => input.includes('packages/api/src/client.ts'))).toBe(true);
    expect(
      production.filter((input) => input.includes('packages/fixtures/') || input.includes('api/src/mock/')),
    ).toEqual([]);
    const lazy = inputsOf(Object.keys(outputs).filter((name) => !staticClosure.has(name)));
    expect(lazy.some((input) => input.includes('packages/fixtures/src/facilities.ts'))).toBe(true);
    expect(lazy.some((input) => input.includes('packages/api/src/mock/mockSender.ts'))).toBe(true);
  });
});
