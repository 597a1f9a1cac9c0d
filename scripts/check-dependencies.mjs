// Part of `npm run check:packages`: each package declares exactly the dependencies its source
// imports. What npm users run is the module graph of the package's tsup entries (and of
// src/styles.css): every package it imports must be in `dependencies` or `peerDependencies`,
// and every package in `dependencies` must be imported by it. Everything else in src/ (tests,
// stories, the drop-in bundle's entry) may import what is declared anywhere: the package's
// own lists or the repository root's devDependencies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { PACKAGES, root } from './packages.mjs';

const BUILTINS = new Set(builtinModules);
const SOURCE = /\.(ts|tsx|mts|css)$/;

/**
 * Every import specifier in a file: static, dynamic, re-exports and side-effect imports, read
 * by TypeScript's own pre-processor (so comments and strings are never taken for imports);
 * a stylesheet's @import.
 */
function specifiersOf(file) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '');
    return [...code.matchAll(/@import\s+(?:url\()?["']([^"']+)["']/g)].map((match) => match[1]);
  }
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative paths and builtins → null. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? null : name;
}

/** The file a relative import names: as written, or with a source extension, or its index. */
function resolveRelative(from, specifier) {
  const base = join(dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts'].map((ext) => `${base}${ext}`),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The files reachable from `entries` through relative imports. */
function moduleGraph(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target && SOURCE.test(target)) queue.push(target);
    }
  }
  return seen;
}

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && statSync(file).isFile());
}

/** The tsup entries of a package (`'src/….ts'` in its tsup.config.ts), and its styles. */
function entriesOf(dir) {
  const config = readFileSync(join(dir, 'tsup.config.ts'), 'utf8');
  const entries = [...config.matchAll(/['"](src\/[^'"]+\.tsx?)['"]/g)].map((match) => join(dir, match[1]));
  const styles = join(dir, 'src/styles.css');
  return existsSync(styles) ? [...entries, styles] : entries;
}

/** Problems with the dependency lists of one package, one line each. */
export function dependencyProblems(pkg) {
  const dir = `${root}packages/${pkg}`;
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  const rootManifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const peers = new Set(Object.keys(manifest.peerDependencies ?? {}));
  const devs = new Set(Object.keys(manifest.devDependencies ?? {}));
  const rootDevs = new Set(Object.keys(rootManifest.devDependencies ?? {}));

  const published = moduleGraph(entriesOf(dir));
  const where = new Map(); // package → first file that imports it, per kind
  const record = (kind, name, file) => {
    const key = `${kind}\0${name}`;
    if (!where.has(key)) where.set(key, relative(root, file));
  };
  for (const file of sourceFiles(`${dir}/src`)) {
    for (const specifier of specifiersOf(file)) {
      const name = packageOf(specifier);
      if (!name || name === manifest.name) continue;
      record(published.has(file) ? 'runtime' : 'other', name, file);
    }
  }

  const problems = [];
  const imported = new Set();
  for (const [key, file] of where) {
    const [kind, name] = key.split('\0');
    if (kind === 'runtime') {
      imported.add(name);
      if (!dependencies.has(name) && !peers.has(name)) {
        problems.push(`imports ${name} (${file}) but lists it in neither dependencies nor peerDependencies`);
      }
    } else if (!dependencies.has(name) && !peers.has(name) && !devs.has(name) && !rootDevs.has(name)) {
      problems.push(
        `imports ${name} (${file}) but nothing declares it (the package or the root's devDependencies)`,
      );
    }
  }
  for (const name of dependencies) {
    if (!imported.has(name))
      problems.push(`lists ${name} in dependencies but its published code never imports it`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const pkg of PACKAGES) {
    const problems = dependencyProblems(pkg);
    failed ||= problems.length > 0;
    console.info(
      `${problems.length ? 'FAIL' : 'ok  '} @nordpark/${pkg}${problems.map((p) => `\n  ${p}`).join('')}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
