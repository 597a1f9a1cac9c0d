// No function in packages/*/src is longer than 120 lines (tests and stories aside),
// so that each can be read on a screen or two. Measured with TypeScript's own parser.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 120;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function longFunctions(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > LIMIT) {
        const name = node.name?.getText() ?? `(anonymous at line ${start + 1})`;
        found.push(`${relative(root, file)} ${name}: ${end - start + 1} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test(`no function in packages/*/src is longer than ${LIMIT} lines`, () => {
  const packages = readdirSync(join(root, 'packages'));
  const files = packages.flatMap((name) => sourceFiles(join(root, 'packages', name, 'src')));
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap(longFunctions)).toEqual([]);
});
