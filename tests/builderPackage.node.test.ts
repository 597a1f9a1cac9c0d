// The embed builder is an app of its own (packages/builder), private and never published; the
// runtime package, @nordpark/islands, holds the runtime only: none of its modules reaches the
// builder, and the publishable packages (scripts/packages.mjs) are every workspace package
// that is not private.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { PACKAGES } from '../scripts/packages.mjs';

const PUBLISHABLE = PACKAGES as readonly string[];

const root = fileURLToPath(new URL('..', import.meta.url));

interface Manifest {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;

/** Every source file under a folder, with the import specifiers TypeScript reads in it. */
function importsUnder(dir: string): { file: string; specifier: string }[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|css)$/.test(entry.name))
    .flatMap((entry) => {
      const file = join(entry.parentPath, entry.name);
      const text = readFileSync(file, 'utf8');
      const specifiers = file.endsWith('.css')
        ? [...text.matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)].map((match) => match[1] ?? '')
        : ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
      return specifiers.map((specifier) => ({ file: relative(root, file), specifier }));
    });
}

test('the builder is a private package that depends on the islands runtime', () => {
  const builder = manifestOf('packages/builder');
  expect(builder).toMatchObject({ name: '@nordpark/builder', private: true });
  expect(Object.keys(builder.dependencies ?? {})).toContain('@nordpark/islands');
  expect(PUBLISHABLE).not.toContain('builder');
});

test('@nordpark/islands holds no builder source: no file with the builder’s class names', () => {
  const files = readdirSync(join(root, 'packages/islands'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join('packages/islands', 'dist')}`));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => readFileSync(file, 'utf8').includes('np-builder'))).toEqual([]);
});

test('no module of @nordpark/islands imports the builder, and its package.json names no builder', () => {
  const builderDir = join(root, 'packages/builder');
  const reaching = importsUnder('packages/islands/src').filter(
    ({ file, specifier }) =>
      specifier.startsWith('@nordpark/builder') ||
      (specifier.startsWith('.') && resolve(root, dirname(file), specifier).startsWith(builderDir)),
  );
  expect(reaching).toEqual([]);
  const islands = manifestOf('packages/islands');
  const named = [islands.dependencies, islands.devDependencies, islands.peerDependencies].flatMap((list) =>
    Object.keys(list ?? {}),
  );
  expect(named).not.toContain('@nordpark/builder');
  expect(JSON.stringify(islands)).not.toMatch(/builder/i);
});

test('the builder reaches the islands through their packages, never into their sources', () => {
  const intoOtherPackages = importsUnder('packages/builder/src').filter(
    ({ file, specifier }) =>
      specifier.startsWith('.') &&
      !resolve(root, dirname(file), specifier).startsWith(join(root, 'packages/builder')),
  );
  expect(intoOtherPackages).toEqual([]);
});

test('the publishable packages are exactly the workspace packages that are not private', () => {
  const workspaces = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  const publishable = workspaces
    .filter((dir) => dir.startsWith('packages/') && !manifestOf(dir).private)
    .map((dir) => dir.slice('packages/'.length));
  expect([...publishable].sort()).toEqual([...PUBLISHABLE].sort());
  expect(workspaces).toContain('packages/builder');
});
